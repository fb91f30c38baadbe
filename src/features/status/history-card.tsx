// The status page's account of the shared history: where it comes from, how deep it is, and in
// plain words why it is missing or what was left out.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { problemText } from '../../domain/error-text.ts';
import { formatAge, formatCount, formatDatedTime } from '../../domain/format.ts';
import { historyNoticeText } from '../../domain/notice-text.ts';
import type { HistoryState } from '../../runtime/history-sync.ts';
import { useHistoryStatus } from '../../runtime/use-status.ts';
import { Card, Figure } from './status-parts.tsx';

export function HistoryCard({ now }: { now: number }) {
  const { t } = useLingui();
  const history = useHistoryStatus();
  const stateLabel: Record<HistoryState, string> = {
    off: t({ message: 'Turned off', comment: 'state of the shared history' }),
    loading: t({ message: 'Loading', comment: 'state of the shared history' }),
    ready: t({ message: 'Loaded', comment: 'state of the shared history' }),
    unavailable: t({ message: 'Not available', comment: 'state of the shared history' }),
  };
  const never = t({ message: 'never', comment: 'a check that has not happened' });
  let covers = t`nothing yet`;
  if (history.since !== null && history.asOf !== null) {
    const from = formatDatedTime(history.since);
    const to = formatDatedTime(history.asOf);
    covers = t`${from} to ${to}`;
  }
  return (
    <Card title={t`Shared history`}>
      <dl>
        <Figure
          label={t({ message: 'History', comment: 'figure label: the shared history' })}
          value={stateLabel[history.state]}
        />
        {history.url ? <Figure label={t`Published at`} value={history.url} /> : null}
        <Figure label={t`Covers`} value={covers} />
        <Figure
          label={t`Newest data`}
          value={
            history.asOf !== null
              ? formatAge(now - history.asOf)
              : t({ message: 'none', comment: 'no history data' })
          }
        />
        <Figure label={t`Files counted`} value={formatCount(history.files)} />
        <Figure
          label={t`Last checked`}
          value={history.checkedAt !== null ? formatAge(now - history.checkedAt) : never}
        />
        {history.collector ? (
          <Figure label={t`Collector version`} value={history.collector} />
        ) : null}
      </dl>
      {history.detail ? (
        <p className={`mt-2 ${history.state === 'ready' ? 'text-warn' : 'text-muted'}`}>
          {historyNoticeText(history.detail)}
        </p>
      ) : null}
      {history.databaseBehind ? <DatabaseBehind {...history.databaseBehind} /> : null}
      {history.skipped.length > 0 ? (
        <>
          <h3 className="mt-3 font-medium">
            <Trans>Files left out</Trans>
          </h3>
          <ul className="list-inside list-disc">
            {history.skipped.map((s) => {
              const { file } = s;
              const reason = problemText(s.reason);
              return (
                <li key={file}>
                  <Trans>
                    <span className="font-mono text-sm">{file}</span>: {reason}
                  </Trans>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </Card>
  );
}

/** What the collector's database lacks of its own published files. */
function DatabaseBehind({ hours, matches }: { hours: number; matches: number }) {
  const matchCount = formatCount(matches);
  const hourCount = formatCount(hours);
  return (
    <p className="mt-2 text-warn">
      <Trans>
        <strong>Collector's database behind its files:</strong> it lacks{' '}
        <Plural value={matches} one={`${matchCount} match`} other={`${matchCount} matches`} /> of{' '}
        <Plural
          value={hours}
          one={`${hourCount} published hour`}
          other={`${hourCount} published hours`}
        />{' '}
        (it was deleted or restored from an older copy). The figures here are whole, because the
        published files keep those matches; the collector's exports lack them.
      </Trans>
    </p>
  );
}
