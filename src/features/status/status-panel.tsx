// The status page: what the dashboard has fetched, rejected, kept and stored, in figures.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { catalogueQueryOptions } from '../../api/queries.ts';
import { ConnectionStatus } from '../../components/connection-status.tsx';
import type { FailureKind } from '../../domain/connection.ts';
import { errorText, formatSize, lastErrorText, readLimitName } from '../../domain/error-text.ts';
import { formatAge, formatCount, formatTime } from '../../domain/format.ts';
import { READ_LIMITS } from '../../domain/limits.ts';
import type { MatchStore } from '../../domain/match-store.ts';
import { storageNoticeText } from '../../domain/notice-text.ts';
import { reasonText } from '../../domain/reason-text.ts';
import type { StorageMode } from '../../domain/storage-status.ts';
import { useRuntime } from '../../runtime/context.ts';
import { useConnection, useStorageStatus } from '../../runtime/use-status.ts';
import { useStoreSnapshot } from '../../runtime/use-store.ts';
import { HistoryCard } from './history-card.tsx';
import { LiveSourceFigures } from './live-source-figures.tsx';
import { Card, Figure } from './status-parts.tsx';

/** Every read is cut at its limit: named here, so a refused answer can be understood. */
function useReadLimitsText(): string {
  const { t } = useLingui();
  return [
    READ_LIMITS.feed,
    READ_LIMITS.catalogue,
    READ_LIMITS.manifest,
    READ_LIMITS.live,
    READ_LIMITS.historyFile,
    READ_LIMITS.cards,
  ]
    .map((limit) => {
      const size = formatSize(limit.bytes);
      const what = readLimitName(limit.id);
      return t({
        message: `${size} for ${what}`,
        comment: 'a read limit: "4 MB for the live feed"',
      });
    })
    .join('; ');
}

function useFailureLabel(): (kind: string) => string {
  const { t } = useLingui();
  const labels: Record<FailureKind, string> = {
    offline: t`Device offline`,
    network: t`Network errors`,
    timeout: t`Timeouts`,
    http: t`HTTP error statuses`,
    'not-json': t`Not JSON (e.g. a web page)`,
    'too-large': t`Answers over the size limit`,
    shape: t`Wrong shape`,
  };
  return (kind) => labels[kind as FailureKind] ?? kind;
}

function useStorageLabel(): (mode: StorageMode) => string {
  const { t } = useLingui();
  return (mode) => {
    const store = 'IndexedDB';
    if (mode === 'persisted') return t`Saved in this browser (${store})`;
    if (mode === 'memory') return t`In memory only`;
    return t({ message: 'Starting', comment: 'storage is starting up' });
  };
}

function Reasons({ reasons }: { reasons: Record<string, number> }) {
  const rows = Object.entries(reasons).sort((a, b) => b[1] - a[1]);
  if (rows.length === 0)
    return (
      <p className="text-muted">
        <Trans>None rejected.</Trans>
      </p>
    );
  return (
    <dl>
      {rows.map(([reason, n]) => (
        <Figure key={reason} label={reasonText(reason)} value={formatCount(n)} />
      ))}
    </dl>
  );
}

const selectFigures = (store: MatchStore) => ({
  size: store.size(),
  counters: { ...store.counters },
});

export function StatusPanel() {
  const { t } = useLingui();
  const { config } = useRuntime();
  const connection = useConnection();
  const { record, now } = connection;
  const { size, counters } = useStoreSnapshot(selectFigures);
  const storage = useStorageStatus();
  const catalogue = useQuery(catalogueQueryOptions(config));
  const failures = Object.entries(record.failures);
  const readLimits = useReadLimitsText();
  const failureLabel = useFailureLabel();
  const storageLabel = useStorageLabel();
  const never = t({ message: 'never', comment: 'a thing that has not happened yet' });

  let lastSuccess = never;
  if (record.lastSuccessAt) {
    const time = formatTime(record.lastSuccessAt);
    const age = formatAge(now - record.lastSuccessAt);
    lastSuccess = t`${time} (${age})`;
  }
  const seconds = formatCount(config.pollIntervalMs / 1000);
  const hours = formatCount(config.retentionHours);
  const buckets = formatCount(size.buckets);
  const pairs = size.pairs;
  const pairCount = formatCount(pairs);
  const errorAt = record.lastError ? formatTime(record.lastError.at) : '';
  const catalogueError = catalogue.isError ? errorText(catalogue.error) : '';

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        <h1 className="text-2xl font-bold">
          <Trans>Status</Trans>
        </h1>
        <ConnectionStatus connection={connection} showAge={false} />
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Card title={t`Feed polling`}>
          <dl>
            <LiveSourceFigures config={config} record={record} now={now} />
            <Figure label={t`Polls made`} value={formatCount(record.polls)} />
            <Figure label={t`Successes`} value={formatCount(record.successes)} />
            {failures.map(([kind, n]) => (
              <Figure key={kind} label={failureLabel(kind)} value={formatCount(n ?? 0)} />
            ))}
            <Figure label={t`Last success`} value={lastSuccess} />
            <Figure
              label={t`Poll interval`}
              value={t({ message: `${seconds} s`, comment: 'seconds' })}
            />
            <Figure label={t`Largest answer read`} value={readLimits} />
          </dl>
          <div className="mt-3">
            <h3 className="font-medium">
              <Trans>Last error</Trans>
            </h3>
            {record.lastError ? (
              <p>
                {lastErrorText(record.lastError)}{' '}
                <span className="text-muted">
                  <Trans>at {errorAt}</Trans>
                </span>
              </p>
            ) : (
              <p className="text-muted">
                <Trans>None.</Trans>
              </p>
            )}
          </div>
        </Card>
        <Card title={t({ message: 'Matches', comment: 'status card: the matches received' })}>
          <dl>
            <Figure label={t`Entries received`} value={formatCount(record.entriesReceived)} />
            <Figure label={t`Distinct matches seen`} value={formatCount(counters.matchesSeen)} />
            <Figure label={t`Duplicates skipped`} value={formatCount(counters.duplicates)} />
            <Figure
              label={t`Coverage gaps (matches probably missed)`}
              value={formatCount(counters.gaps)}
            />
            <Figure label={t`Recent matches held`} value={formatCount(size.recent)} />
            <Figure
              label={t`Statistics buckets`}
              value={t`${buckets} (${plural(pairs, { one: `${pairCount} pair count`, other: `${pairCount} pair counts` })})`}
            />
            <Figure label={t`Retention`} value={t({ message: `${hours} h`, comment: 'hours' })} />
          </dl>
          <h3 className="mt-3 font-medium">
            <Trans>Entries rejected</Trans>
          </h3>
          <Reasons reasons={record.entriesRejected} />
        </Card>
        <Card title={t`Catalogue and storage`}>
          <dl>
            <Figure
              label={t`Archetypes`}
              value={
                catalogue.data
                  ? formatCount(catalogue.data.archetypes.length)
                  : catalogue.isError
                    ? t({ message: 'unavailable', comment: 'the catalogue cannot be loaded' })
                    : t({ message: 'loading', comment: 'the catalogue is loading' })
              }
            />
            <Figure
              label={t`Archetype links refused (unsafe url)`}
              value={formatCount(catalogue.data?.urlsRejected ?? 0)}
            />
            <Figure
              label={t`Catalogue fetched`}
              value={catalogue.dataUpdatedAt ? formatAge(now - catalogue.dataUpdatedAt) : never}
            />
            <Figure
              label={t({ message: 'Storage', comment: 'where the statistics are kept' })}
              value={storageLabel(storage.mode)}
            />
            <Figure
              label={t`Last saved`}
              value={
                storage.lastSavedAt
                  ? formatAge(now - storage.lastSavedAt)
                  : t({ message: 'not yet', comment: 'nothing saved yet' })
              }
            />
            <Figure label={t`Matches in the last save`} value={formatCount(storage.savedMatches)} />
            <Figure
              label={t`Matches restored at start`}
              value={formatCount(storage.restoredMatches)}
            />
          </dl>
          {storage.detail ? (
            <p className="mt-2 text-warn">{storageNoticeText(storage.detail)}</p>
          ) : null}
          {catalogue.isError ? (
            <p className="mt-2 text-bad">
              <Trans>Catalogue: {catalogueError}</Trans>
            </p>
          ) : null}
          <h3 className="mt-3 font-medium">
            <Trans>Archetypes rejected</Trans>
          </h3>
          <Reasons reasons={catalogue.data?.rejected ?? {}} />
        </Card>
        <HistoryCard now={now} />
      </div>
    </div>
  );
}
