// The status page's account of the shared history: where it comes from, how deep it is, and in
// plain words why it is missing or what was left out.
import { formatAge, formatCount, formatDatedTime } from '../../domain/format.ts';
import { useHistoryStatus } from '../../runtime/use-status.ts';
import { Card, Figure } from './status-parts.tsx';

const STATE_LABELS = {
  off: 'Turned off',
  loading: 'Loading',
  ready: 'Loaded',
  unavailable: 'Not available',
} as const;

export function HistoryCard({ now }: { now: number }) {
  const history = useHistoryStatus();
  return (
    <Card title="Shared history">
      <dl>
        <Figure label="History" value={STATE_LABELS[history.state]} />
        {history.url ? <Figure label="Published at" value={history.url} /> : null}
        <Figure
          label="Covers"
          value={
            history.since !== null && history.asOf !== null
              ? `${formatDatedTime(history.since)} to ${formatDatedTime(history.asOf)}`
              : 'nothing yet'
          }
        />
        <Figure
          label="Newest data"
          value={history.asOf !== null ? formatAge(now - history.asOf) : 'none'}
        />
        <Figure label="Files counted" value={formatCount(history.files)} />
        <Figure
          label="Last checked"
          value={history.checkedAt !== null ? formatAge(now - history.checkedAt) : 'never'}
        />
        {history.collector ? <Figure label="Collector version" value={history.collector} /> : null}
      </dl>
      {history.detail ? (
        <p className={`mt-2 ${history.state === 'ready' ? 'text-warn' : 'text-muted'}`}>
          {history.detail}
        </p>
      ) : null}
      {history.databaseBehind ? (
        <p className="mt-2 text-warn">
          <strong>Collector's database behind its files:</strong> it lacks{' '}
          {formatCount(history.databaseBehind.matches)} matches of{' '}
          {formatCount(history.databaseBehind.hours)} published{' '}
          {history.databaseBehind.hours === 1 ? 'hour' : 'hours'} (it was deleted or restored from
          an older copy). The figures here are whole, because the published files keep those
          matches; the collector's exports lack them.
        </p>
      ) : null}
      {history.skipped.length > 0 ? (
        <>
          <h3 className="mt-3 font-medium">Files left out</h3>
          <ul className="list-inside list-disc">
            {history.skipped.map((s) => (
              <li key={s.file}>
                <span className="font-mono text-sm">{s.file}</span>: {s.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
