// The status page: what the dashboard has fetched, rejected, kept and stored, in figures.
import { useQuery } from '@tanstack/react-query';
import { describeError } from '../../api/client.ts';
import { catalogueQueryOptions } from '../../api/queries.ts';
import { ConnectionStatus } from '../../components/connection-status.tsx';
import { formatAge, formatCount, formatTime } from '../../domain/format.ts';
import { formatBytes, READ_LIMITS } from '../../domain/limits.ts';
import type { MatchStore } from '../../domain/match-store.ts';
import { useRuntime } from '../../runtime/context.ts';
import { useConnection, useStorageStatus } from '../../runtime/use-status.ts';
import { useStoreSnapshot } from '../../runtime/use-store.ts';
import { HistoryCard } from './history-card.tsx';
import { LiveSourceFigures } from './live-source-figures.tsx';
import { Card, Figure } from './status-parts.tsx';

/** Every read is cut at its limit: named here, so a refused answer can be understood. */
const READ_LIMITS_TEXT = [
  READ_LIMITS.feed,
  READ_LIMITS.catalogue,
  READ_LIMITS.manifest,
  READ_LIMITS.live,
  READ_LIMITS.historyFile,
  READ_LIMITS.cards,
]
  .map((limit) => `${formatBytes(limit.bytes)} for ${limit.name}`)
  .join('; ');

const FAILURE_LABELS: Record<string, string> = {
  offline: 'Device offline',
  network: 'Network errors',
  timeout: 'Timeouts',
  http: 'HTTP error statuses',
  'not-json': 'Not JSON (e.g. a web page)',
  'too-large': 'Answers over the size limit',
  shape: 'Wrong shape',
};

function Reasons({ reasons, empty }: { reasons: Record<string, number>; empty: string }) {
  const rows = Object.entries(reasons).sort((a, b) => b[1] - a[1]);
  if (rows.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <dl>
      {rows.map(([reason, n]) => (
        <Figure key={reason} label={reason} value={formatCount(n)} />
      ))}
    </dl>
  );
}

const selectFigures = (store: MatchStore) => ({
  size: store.size(),
  counters: { ...store.counters },
});

export function StatusPanel() {
  const { config } = useRuntime();
  const connection = useConnection();
  const { record, now } = connection;
  const { size, counters } = useStoreSnapshot(selectFigures);
  const storage = useStorageStatus();
  const catalogue = useQuery(catalogueQueryOptions(config));
  const failures = Object.entries(record.failures);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        <h1 className="text-2xl font-bold">Status</h1>
        <ConnectionStatus connection={connection} showAge={false} />
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Card title="Feed polling">
          <dl>
            <LiveSourceFigures config={config} record={record} now={now} />
            <Figure label="Polls made" value={formatCount(record.polls)} />
            <Figure label="Successes" value={formatCount(record.successes)} />
            {failures.map(([kind, n]) => (
              <Figure key={kind} label={FAILURE_LABELS[kind] ?? kind} value={formatCount(n ?? 0)} />
            ))}
            <Figure
              label="Last success"
              value={
                record.lastSuccessAt
                  ? `${formatTime(record.lastSuccessAt)} (${formatAge(now - record.lastSuccessAt)})`
                  : 'never'
              }
            />
            <Figure label="Poll interval" value={`${config.pollIntervalMs / 1000} s`} />
            <Figure label="Largest answer read" value={READ_LIMITS_TEXT} />
          </dl>
          <div className="mt-3">
            <h3 className="font-medium">Last error</h3>
            {record.lastError ? (
              <p>
                {record.lastError.message}{' '}
                <span className="text-muted">at {formatTime(record.lastError.at)}</span>
              </p>
            ) : (
              <p className="text-muted">None.</p>
            )}
          </div>
        </Card>
        <Card title="Matches">
          <dl>
            <Figure label="Entries received" value={formatCount(record.entriesReceived)} />
            <Figure label="Distinct matches seen" value={formatCount(counters.matchesSeen)} />
            <Figure label="Duplicates skipped" value={formatCount(counters.duplicates)} />
            <Figure
              label="Coverage gaps (matches probably missed)"
              value={formatCount(counters.gaps)}
            />
            <Figure label="Recent matches held" value={formatCount(size.recent)} />
            <Figure
              label="Statistics buckets"
              value={`${formatCount(size.buckets)} (${formatCount(size.pairs)} pair counts)`}
            />
            <Figure label="Retention" value={`${config.retentionHours} h`} />
          </dl>
          <h3 className="mt-3 font-medium">Entries rejected</h3>
          <Reasons reasons={record.entriesRejected} empty="None rejected." />
        </Card>
        <Card title="Catalogue and storage">
          <dl>
            <Figure
              label="Archetypes"
              value={
                catalogue.data
                  ? formatCount(catalogue.data.archetypes.length)
                  : catalogue.isError
                    ? 'unavailable'
                    : 'loading'
              }
            />
            <Figure
              label="Archetype links refused (unsafe url)"
              value={formatCount(catalogue.data?.urlsRejected ?? 0)}
            />
            <Figure
              label="Catalogue fetched"
              value={catalogue.dataUpdatedAt ? formatAge(now - catalogue.dataUpdatedAt) : 'never'}
            />
            <Figure
              label="Storage"
              value={
                storage.mode === 'persisted'
                  ? 'Saved in this browser (IndexedDB)'
                  : storage.mode === 'memory'
                    ? 'In memory only'
                    : 'Starting'
              }
            />
            <Figure
              label="Last saved"
              value={storage.lastSavedAt ? formatAge(now - storage.lastSavedAt) : 'not yet'}
            />
            <Figure label="Matches in the last save" value={formatCount(storage.savedMatches)} />
            <Figure
              label="Matches restored at start"
              value={formatCount(storage.restoredMatches)}
            />
          </dl>
          {storage.detail ? <p className="mt-2 text-warn">{storage.detail}</p> : null}
          {catalogue.isError ? (
            <p className="mt-2 text-bad">Catalogue: {describeError(catalogue.error)}</p>
          ) : null}
          <h3 className="mt-3 font-medium">Archetypes rejected</h3>
          <Reasons reasons={catalogue.data?.rejected ?? {}} empty="None rejected." />
        </Card>
        <HistoryCard now={now} />
      </div>
    </div>
  );
}
