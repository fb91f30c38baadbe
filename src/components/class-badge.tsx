// A class shown as a colour swatch with its name: colour is never the only carrier.
import { classInfo } from '../domain/classes.ts';
import { unknownClassLabel } from '../domain/labels.ts';

export function ClassSwatch({
  classId,
  className = 'size-3',
}: {
  classId: number | null;
  className?: string;
}) {
  const color = classId === null ? 'var(--c-muted)' : classInfo(classId).color;
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 rounded-sm ring-1 ring-black/30 ${className}`}
      style={{ backgroundColor: color }}
    />
  );
}

export function ClassBadge({ classId }: { classId: number | null }) {
  const label = classId === null ? unknownClassLabel() : classInfo(classId).label;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-muted">
      <ClassSwatch classId={classId} />
      {label}
    </span>
  );
}
