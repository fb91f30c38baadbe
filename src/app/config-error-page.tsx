// Shown instead of the dashboard when the configuration is missing or invalid: names each bad
// key and what it should be, so whoever deployed it can fix it without opening devtools.
import type { ConfigProblem } from '../domain/config.ts';

export function ConfigErrorPage({ problems }: { problems: ConfigProblem[] }) {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <div role="alert" className="rounded-lg border-2 border-bad bg-surface p-6">
        <h1 className="text-2xl font-bold">The dashboard's configuration is invalid</h1>
        <p className="mt-2 text-muted">
          Fix <code>config.json</code> (beside index.html) or the URL parameters, then reload.
        </p>
        <ul className="mt-4 space-y-3">
          {problems.map((p) => (
            <li key={`${p.source}:${p.key}`} className="rounded border border-line bg-raised p-3">
              <p>
                <strong>
                  <code>{p.key}</code>
                </strong>{' '}
                <span className="text-muted">(from {p.source})</span>
              </p>
              <p>
                Expected: <span>{p.expected}</span>
              </p>
              <p>
                Got: <code className="break-all">{p.got}</code>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
