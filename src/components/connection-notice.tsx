// The one notice a screen shows when its data is not live: what is wrong, since when, why, and
// that it retries by itself. Inline on pages, a full-width banner on the wall.
import { useLingui } from '@lingui/react/macro';
import type { Connection, ConnectionState } from '../domain/connection.ts';
import { connectionNotice } from '../domain/connection-notice.ts';

/** States that are a warning (the data may be old), not a failure. */
const WARN_ONLY: ReadonlySet<ConnectionState> = new Set(['stale', 'files-stale']);

export function ConnectionNotice({
  connection,
  look = 'inline',
  consequence,
}: {
  connection: Connection;
  look?: 'inline' | 'banner';
  /** What the viewer should make of the screen meanwhile, in its language ("The list below may be out of date."). */
  consequence?: string;
}) {
  const { t } = useLingui();
  const notice = connectionNotice(
    connection.state,
    connection.record,
    connection.now,
    connection.via,
  );
  if (!notice) return null;
  const { title, since, reason } = notice;
  const headline = consequence ? t`${title} — ${since}. ${consequence}` : t`${title} — ${since}.`;
  const detail = t`${reason} Retrying automatically.`;
  if (look === 'banner') {
    const colours = WARN_ONLY.has(connection.state) ? 'bg-warn text-bg' : 'bg-bad text-white';
    return (
      <div
        role="alert"
        className={`absolute inset-x-0 top-0 z-20 px-4 py-3 text-center text-2xl font-bold ${colours}`}
      >
        {headline} <span className="font-normal">{detail}</span>
      </div>
    );
  }
  return (
    <div role="alert" className="rounded-md border-2 border-warn bg-surface p-3">
      <p className="font-semibold">{headline}</p>
      <p className="text-sm text-muted">{detail}</p>
    </div>
  );
}
