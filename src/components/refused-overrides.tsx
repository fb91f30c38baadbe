// Says which settings in this page's link were ignored, and why: a link may not point a
// trusted dashboard at another site. The dashboard goes on with its configured values.
import type { ConfigProblem } from '../domain/config.ts';

export function RefusedOverrides({ refused }: { refused: readonly ConfigProblem[] }) {
  if (refused.length === 0) return null;
  return (
    <section
      aria-label="Ignored link settings"
      className="border-b-2 border-warn bg-surface px-4 py-2 text-sm"
    >
      <p className="font-semibold">
        {refused.length === 1 ? 'A setting' : `${refused.length} settings`} in this page's link
        {refused.length === 1 ? ' was' : ' were'} ignored; the configured values are in use.
      </p>
      <ul className="list-inside list-disc">
        {refused.map((p) => (
          <li key={p.key}>
            <code>{p.key}</code> = <code className="break-all">{p.got}</code>: allowed only{' '}
            {p.expected}.
          </li>
        ))}
      </ul>
    </section>
  );
}
