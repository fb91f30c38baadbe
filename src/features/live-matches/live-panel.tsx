import { useMemo, useState } from 'react';
import { SelectControl } from '../../components/filter-controls.tsx';
import { PauseIcon, PlayIcon } from '../../components/icons.tsx';
import { MatchRow } from '../../components/match-row.tsx';
import { classInfo } from '../../domain/classes.ts';
import { CONNECTION_LABELS, connectionNotice } from '../../domain/connection.ts';
import { formatAge, formatCount } from '../../domain/format.ts';
import {
  type ArchetypeLookup,
  type MatchFilter,
  matchPasses,
  matchSentence,
} from '../../domain/match-filter.ts';
import type { SeenMatch } from '../../domain/match-store.ts';
import { BRACKET_LABELS } from '../../domain/ranks.ts';
import {
  BRACKET_OPTIONS,
  bracketParam,
  CLASS_OPTIONS,
  classParam,
  classSlug,
} from '../../domain/url-options.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { useUrlState } from '../../hooks/use-url-state.ts';
import {
  type Connection,
  useArchetypeIndex,
  useConnection,
  useRuntime,
  useStoreVersion,
} from '../../runtime/hooks.ts';

export const LIVE_ROWS = 100;
export const COMPACT_ROWS = 8;

function LiveStrip({
  connection,
  perMinute,
  seen,
}: {
  connection: Connection;
  perMinute: number;
  seen: number;
}) {
  const { state, record, now } = connection;
  const age = record.lastSuccessAt !== null ? formatAge(now - record.lastSuccessAt) : 'never';
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <div className="rounded-md border border-line bg-surface p-3">
        <dt className="text-xs uppercase tracking-wide text-muted">
          Matches per minute (last 5 min)
        </dt>
        <dd className="text-2xl font-semibold tabular-nums">{perMinute.toFixed(1)}</dd>
      </div>
      <div className="rounded-md border border-line bg-surface p-3">
        <dt className="text-xs uppercase tracking-wide text-muted">Matches seen since start</dt>
        <dd className="text-2xl font-semibold tabular-nums">{formatCount(seen)}</dd>
      </div>
      <div className="col-span-2 rounded-md border border-line bg-surface p-3 sm:col-span-1">
        <dt className="text-xs uppercase tracking-wide text-muted">Connection</dt>
        <dd className="text-lg font-semibold">
          {CONNECTION_LABELS[state]}{' '}
          <span className="text-sm font-normal text-muted">· updated {age}</span>
        </dd>
      </div>
    </dl>
  );
}

function StateNotice({ connection }: { connection: Connection }) {
  const notice = connectionNotice(connection.state, connection.record, connection.now);
  if (!notice) return null;
  return (
    <div role="alert" className="rounded-md border-2 border-warn bg-surface p-3">
      <p className="font-semibold">
        {notice.title} — {notice.since}. The list below may be out of date.
      </p>
      <p className="text-sm text-muted">{notice.reason} Retrying automatically.</p>
    </div>
  );
}

export function LivePanel({ compact = false }: { compact?: boolean }) {
  const { store } = useRuntime();
  useStoreVersion();
  const connection = useConnection();
  const { now } = connection;
  const catalogue = useArchetypeIndex();
  // Phones get the stacked rows: side by side, two archetype names do not fit.
  const wide = useMediaQuery('(min-width: 640px)');
  const index = catalogue.data;
  const [params, setParams] = useUrlState();
  const classId = compact ? null : classParam(params);
  const bracket = compact ? 'all' : bracketParam(params);
  const filter: MatchFilter = useMemo(() => ({ classId, bracket }), [classId, bracket]);
  const [paused, setPaused] = useState<{
    ids: ReadonlySet<string>;
    list: readonly SeenMatch[];
  } | null>(null);

  const lookup: ArchetypeLookup = useMemo(() => (id: number) => index?.get(id), [index]);
  const recent = store.recent();
  const matching = useMemo(
    () => recent.filter((m) => matchPasses(m, filter, lookup)),
    [recent, filter, lookup],
  );
  const limit = compact ? COMPACT_ROWS : LIVE_ROWS;
  const source = paused ? paused.list.filter((m) => matchPasses(m, filter, lookup)) : matching;
  const rows = source.slice(0, limit);
  const waiting = paused ? matching.filter((m) => !paused.ids.has(m.id)).length : 0;

  const filterLabel = [
    filter.classId !== null ? classInfo(filter.classId).label : null,
    filter.bracket !== 'all' ? BRACKET_LABELS[filter.bracket] : null,
  ]
    .filter(Boolean)
    .join(', ');

  let body: React.ReactNode;
  if (recent.length === 0) {
    if (connection.record.polls === 0) {
      body = (
        <p role="status" className="p-6 text-center text-muted">
          Connecting to the service…
        </p>
      );
    } else if (connection.record.successes === 0) {
      body = (
        <p role="alert" className="p-6 text-center">
          Cannot load matches: {connection.record.lastError?.message ?? 'no answer yet.'} Retrying
          automatically.
        </p>
      );
    } else {
      body = (
        <p role="status" className="p-6 text-center text-muted">
          Waiting for the first matches…
        </p>
      );
    }
  } else if (rows.length === 0) {
    body = (
      <p role="status" className="p-6 text-center text-muted">
        No recent matches for {filterLabel || 'this filter'} yet ({formatCount(recent.length)}{' '}
        recent matches in other filters).
      </p>
    );
  } else {
    body = (
      <ol
        aria-label={`Live matches, newest first${filterLabel ? ` (${filterLabel})` : ''}`}
        className="space-y-1.5"
      >
        {rows.map((m) => {
          const first = index?.get(m.players[0].archetype);
          const second = index?.get(m.players[1].archetype);
          return (
            <MatchRow
              key={m.id}
              match={m}
              first={first}
              second={second}
              sentence={matchSentence(m, lookup)}
              now={now}
              compact={compact || !wide}
            />
          );
        })}
      </ol>
    );
  }

  if (compact) {
    return (
      <div className="space-y-2">
        <StateNotice connection={connection} />
        {body}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold">Live matches</h1>
        <div className="flex flex-wrap items-end gap-3">
          <SelectControl
            label="Class"
            value={filter.classId === null ? '' : classSlug(filter.classId)}
            options={CLASS_OPTIONS}
            onChange={(v) => setParams({ class: v || null })}
          />
          <SelectControl
            label="Rank bracket"
            value={filter.bracket}
            options={BRACKET_OPTIONS}
            onChange={(v) => setParams({ bracket: v === 'all' ? null : v })}
          />
          <button
            type="button"
            aria-pressed={paused !== null}
            onClick={() =>
              setPaused(paused ? null : { ids: new Set(recent.map((m) => m.id)), list: recent })
            }
            className="inline-flex items-center gap-2 rounded border border-line bg-raised px-4 py-1.5 text-sm font-medium hover:border-accent"
          >
            {paused ? <PlayIcon /> : <PauseIcon />}
            {paused ? 'Resume' : 'Pause'}
          </button>
        </div>
      </div>
      <LiveStrip
        connection={connection}
        perMinute={store.matchesPerMinute(now)}
        seen={store.counters.matchesSeen}
      />
      <StateNotice connection={connection} />
      {paused ? (
        <p role="status" className="rounded-md border border-accent bg-surface p-2 text-center">
          Paused. {formatCount(waiting)} new {waiting === 1 ? 'match' : 'matches'} since.{' '}
          <button type="button" className="font-semibold underline" onClick={() => setPaused(null)}>
            Resume
          </button>
        </p>
      ) : null}
      {body}
      {rows.length > 0 ? (
        <p className="text-center text-xs text-muted">
          Showing the {rows.length} most recent{filterLabel ? ` ${filterLabel}` : ''} matches.
        </p>
      ) : null}
    </div>
  );
}
