// A table's column headers, one style for every table on the dashboard: small muted capitals,
// each a `columnheader` a screen reader announces with its cells.
export interface ColumnHead {
  label: string;
  className?: string;
}

export function TableHead({
  columns,
  className = '',
  rowClassName,
}: {
  columns: readonly ColumnHead[];
  className?: string;
  /** For a table whose rows are laid out by the page (a grid row) rather than as a table. */
  rowClassName?: string;
}) {
  return (
    <thead className={`text-xs uppercase text-muted ${className}`}>
      <tr className={rowClassName}>
        {columns.map((c) => (
          <th key={c.label} scope="col" className={c.className}>
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
