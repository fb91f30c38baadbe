// Says which settings were ignored, and why: a link may not point a trusted dashboard at another
// site, and config.json may hold a key this version does not know (a newer release's setting
// reaching a screen still on the older build, or a typo). The dashboard goes on either way.
import type { ConfigProblem } from '../domain/config.ts';

export function RefusedOverrides({ refused }: { refused: readonly ConfigProblem[] }) {
  if (refused.length === 0) return null;
  const fromLink = refused.filter((p) => p.source === 'URL');
  const fromFile = refused.filter((p) => p.source !== 'URL');
  return (
    <section
      aria-label="Ignored settings"
      className="border-b-2 border-warn bg-surface px-4 py-2 text-sm"
    >
      {fromLink.length > 0 ? (
        <>
          <p className="font-semibold">
            {fromLink.length === 1 ? 'A setting' : `${fromLink.length} settings`} in this page's
            link {fromLink.length === 1 ? 'was' : 'were'} ignored; the configured values are in use.
          </p>
          <ul className="list-inside list-disc">
            {fromLink.map((p) => (
              <li key={p.key}>
                <code>{p.key}</code> = <code className="break-all">{p.got}</code>: allowed only{' '}
                {p.expected}.
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {fromFile.length > 0 ? (
        <>
          <p className="font-semibold">
            config.json has {fromFile.length === 1 ? 'a key' : `${fromFile.length} keys`} this
            version does not know (a newer release's setting, or a typo), ignored:
          </p>
          <ul className="list-inside list-disc">
            {fromFile.map((p) => (
              <li key={p.key}>
                <code>{p.key}</code> = <code className="break-all">{p.got}</code>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
