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
