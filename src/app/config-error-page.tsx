// Shown instead of the dashboard when the configuration is missing or invalid: names each bad
// key and what it should be, so whoever deployed it can fix it without opening devtools. What
// each key expects is written by domain/config.ts, in English (it names the file's own keys).
import { Trans } from '@lingui/react/macro';
import type { ConfigProblem } from '../domain/config.ts';

function Source({ source }: { source: ConfigProblem['source'] }) {
  if (source === 'URL')
    return (
      <Trans comment="where a bad configuration value came from: the address">(from URL)</Trans>
    );
  const file = source;
  return <Trans comment="where a bad configuration value came from: a file">(from {file})</Trans>;
}

export function ConfigErrorPage({ problems }: { problems: ConfigProblem[] }) {
  // The file the configuration is read from, and the page it sits beside: names, not words.
  const file = 'config.json';
  const page = 'index.html';
  return (
    <main className="mx-auto max-w-3xl p-6">
      <div role="alert" className="rounded-lg border-2 border-bad bg-surface p-6">
        <h1 className="text-2xl font-bold">
          <Trans>The dashboard's configuration is invalid</Trans>
        </h1>
        <p className="mt-2 text-muted">
          <Trans>
            Fix <code>{file}</code> (beside {page}) or the URL parameters, then reload.
          </Trans>
        </p>
        <ul className="mt-4 space-y-3">
          {problems.map((p) => {
            const expected = p.expected;
            const got = p.got;
            return (
              <li key={`${p.source}:${p.key}`} className="rounded border border-line bg-raised p-3">
                <p>
                  <strong>
                    <code>{p.key}</code>
                  </strong>{' '}
                  <span className="text-muted">
                    <Source source={p.source} />
                  </span>
                </p>
                <p>
                  <Trans comment="followed by what a configuration key should be (in English)">
                    Expected: <span>{expected}</span>
                  </Trans>
                </p>
                <p>
                  <Trans comment="followed by the value a configuration key was given">
                    Got: <code className="break-all">{got}</code>
                  </Trans>
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </main>
  );
}
