// The live match list page: newest first, filtered by class and bracket (in the route's
// query), a strip of throughput and connection figures, and pause/resume.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { ConnectionNotice } from '../../components/connection-notice.tsx';
import { SelectControl } from '../../components/filter-controls.tsx';
import { PauseIcon, PlayIcon } from '../../components/icons.tsx';
import { classInfo } from '../../domain/classes.ts';
import { formatCount } from '../../domain/format.ts';
import { bracketLabel } from '../../domain/labels.ts';
import { type ArchetypeLookup, type MatchFilter, matchPasses } from '../../domain/match-filter.ts';
import type { MatchStore, SeenMatch } from '../../domain/match-store.ts';
import {
  bracketOptions,
  bracketParam,
  classOptions,
  classParam,
  classSlug,
} from '../../domain/url-options.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { usePaced } from '../../hooks/use-paced.ts';
import { useUrlState } from '../../hooks/use-url-state.ts';
import { useRuntime } from '../../runtime/context.ts';
import { useArchetypeIndex } from '../../runtime/use-reference-data.ts';
import { useConnection } from '../../runtime/use-status.ts';
import { useMatchesSeen, useRecentMatches, useStoreSnapshot } from '../../runtime/use-store.ts';
import { LiveList } from './live-list.tsx';
import { LiveStrip } from './live-strip.tsx';

export const LIVE_ROWS = 100;
/**
 * A poll's new matches come on one at a time, up to 20 a poll interval (more than the demo rate
 * brings), each a frame of one row's work instead of a block of rows in one frame.
 */
export const LIVE_PACED = 20;

// As of the last update: the rate does not sink while no data arrives (an outage).
const selectPerMinute = (store: MatchStore) => store.matchesPerMinute(Date.now());

/** What pausing froze: the list as it was, and its ids (to count what arrived since). */
interface Paused {
  ids: ReadonlySet<string>;
  list: readonly SeenMatch[];
}

export function LivePanel() {
  const { t } = useLingui();
  const connection = useConnection();
  const { config } = useRuntime();
  const index = useArchetypeIndex().data;
  const lookup: ArchetypeLookup = useMemo(() => (id: number) => index?.get(id), [index]);
  const recent = useRecentMatches();
  const seen = useMatchesSeen();
  const perMinute = useStoreSnapshot(selectPerMinute);
  // Phones get the stacked rows: side by side, two archetype names do not fit.
  const wide = useMediaQuery('(min-width: 640px)');
  const [params, setParams] = useUrlState();
  const classId = classParam(params);
  const bracket = bracketParam(params);
  const filter: MatchFilter = useMemo(() => ({ classId, bracket }), [classId, bracket]);
  const [paused, setPaused] = useState<Paused | null>(null);

  const matching = useMemo(
    () => recent.filter((m) => matchPasses(m, filter, lookup)),
    [recent, filter, lookup],
  );
  const paced = usePaced(matching, LIVE_ROWS, config.pollIntervalMs / LIVE_PACED, {
    maxQueued: LIVE_PACED,
    reset: `${classId} ${bracket}`,
  });
  const source = paused ? paused.list.filter((m) => matchPasses(m, filter, lookup)) : paced;
  const rows = source.slice(0, LIVE_ROWS);
  const waiting = paused ? matching.filter((m) => !paused.ids.has(m.id)).length : 0;
  const waitingCount = formatCount(waiting);
  const showing = rows.length;
  const shownCount = formatCount(showing);
  const filterLabel = [
    filter.classId !== null ? classInfo(filter.classId).label : null,
    filter.bracket !== 'all' ? bracketLabel(filter.bracket) : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold">
          <Trans>Live matches</Trans>
        </h1>
        <div className="flex flex-wrap items-end gap-3">
          <SelectControl
            label={t({ message: 'Class', comment: "filter: either player's class" })}
            value={filter.classId === null ? '' : classSlug(filter.classId)}
            options={classOptions()}
            onChange={(v) => setParams({ class: v || null })}
          />
          <SelectControl
            label={t`Rank bracket`}
            value={filter.bracket}
            options={bracketOptions()}
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
            {paused ? t`Resume` : t`Pause`}
          </button>
        </div>
      </div>
      <LiveStrip connection={connection} perMinute={perMinute} seen={seen} />
      <ConnectionNotice
        connection={connection}
        consequence={t`The list below may be out of date.`}
      />
      {paused ? (
        <p role="status" className="rounded-md border border-accent bg-surface p-2 text-center">
          {t`${plural(waiting, {
            one: `Paused. ${waitingCount} new match since.`,
            other: `Paused. ${waitingCount} new matches since.`,
          })}`}{' '}
          <button type="button" className="font-semibold underline" onClick={() => setPaused(null)}>
            <Trans>Resume</Trans>
          </button>
        </p>
      ) : null}
      <LiveList
        rows={rows}
        recentCount={recent.length}
        filterLabel={filterLabel}
        connection={connection}
        lookup={lookup}
        compact={!wide}
        lazy
      />
      {rows.length > 0 ? (
        <p className="text-center text-xs text-muted">
          {filterLabel
            ? t({
                message: plural(showing, {
                  one: `Showing the ${shownCount} most recent ${filterLabel} match.`,
                  other: `Showing the ${shownCount} most recent ${filterLabel} matches.`,
                }),
                comment: 'filterLabel: the filter in words, e.g. "Death Knight, Legend"',
              })
            : t`${plural(showing, {
                one: `Showing the ${shownCount} most recent match.`,
                other: `Showing the ${shownCount} most recent matches.`,
              })}`}
        </p>
      ) : null}
    </div>
  );
}
