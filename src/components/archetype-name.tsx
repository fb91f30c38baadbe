// An archetype's name, linked to its page; the link says which section it was opened from, so
// the page's back link returns there. An archetype the catalogue lacks still has a page: its
// figures, without name, class or cards.
import { Link, useLocation } from 'wouter';
import { fromParam } from '../domain/sections.ts';

export function ArchetypeName({
  id,
  name,
  className = '',
}: {
  id: number;
  name: string;
  className?: string;
}) {
  const [path] = useLocation();
  const from = fromParam(path);
  return (
    <Link
      href={`/catalogue/${id}${from ? `?from=${from}` : ''}`}
      className={`underline ${className}`}
    >
      {name}
    </Link>
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
      <ArchetypeName id={row.archetype} name={row.name} className={className} />
    </>
  );
}
