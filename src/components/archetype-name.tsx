// An archetype's name, linked to its catalogue page when the catalogue has it; an archetype
// missing from the catalogue has no page, so its name stays plain text.
import { Link } from 'wouter';

export function ArchetypeName({
  id,
  name,
  inCatalogue,
  className = '',
}: {
  id: number;
  name: string;
  inCatalogue: boolean;
  className?: string;
}) {
  return inCatalogue ? (
    <Link href={`/catalogue/${id}`} className={`underline ${className}`}>
      {name}
    </Link>
  ) : (
    <span className={className}>{name}</span>
  );
}

/** The row's class colour beside the archetype's name: the name carries it, the swatch decorates. */
export function ArchetypeLabel({
  row,
  swatch = 'size-3',
  className,
}: {
  row: { archetype: number; name: string; classId: number | null; color: string };
  /** Size and spacing of the swatch. */
  swatch?: string;
  className?: string;
}) {
  return (
    <>
      <span
        aria-hidden="true"
        className={`inline-block shrink-0 rounded-sm ${swatch}`}
        style={{ background: row.color }}
      />
      <ArchetypeName
        id={row.archetype}
        name={row.name}
        inCatalogue={row.classId !== null}
        className={className}
      />
    </>
  );
}
