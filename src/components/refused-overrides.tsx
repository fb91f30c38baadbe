// Says which settings were ignored, and why: a link may not point a trusted dashboard at another
// site, and config.json may hold a key this version does not know (a newer release's setting
// reaching a screen still on the older build, or a typo). The dashboard goes on either way.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ConfigProblem } from '../domain/config.ts';

export function RefusedOverrides({ refused }: { refused: readonly ConfigProblem[] }) {
  const { t } = useLingui();
  if (refused.length === 0) return null;
  const fromLink = refused.filter((p) => p.source === 'URL');
  const fromFile = refused.filter((p) => p.source !== 'URL');
  const file = 'config.json';
  const links = fromLink.length;
  const keys = fromFile.length;
  return (
    <section
      aria-label={t`Ignored settings`}
      className="border-b-2 border-warn bg-surface px-4 py-2 text-sm"
    >
      {links > 0 ? (
        <>
          <p className="font-semibold">
            <Plural
              value={links}
              one="A setting in this page's link was ignored; the configured values are in use."
              other="# settings in this page's link were ignored; the configured values are in use."
            />
          </p>
          <ul className="list-inside list-disc">
            {fromLink.map((p) => {
              const { key, got, expected } = p;
              // `expected` is the configuration's own documentation (config.ts), in English.
              return (
                <li key={key}>
                  <Trans>
                    <code>{key}</code> = <code className="break-all">{got}</code>: allowed only{' '}
                    {expected}.
                  </Trans>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {keys > 0 ? (
        <>
          <p className="font-semibold">
            <Plural
              value={keys}
              one={`${file} has a key this version does not know (a newer release's setting, or a typo), ignored:`}
              other={`${file} has # keys this version does not know (a newer release's setting, or a typo), ignored:`}
            />
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
