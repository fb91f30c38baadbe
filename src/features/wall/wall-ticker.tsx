// The wall's ticker: the newest matches, one compact row each, one new row at a time.
import { Trans, useLingui } from '@lingui/react/macro';
import { MatchList } from '../../components/match-list.tsx';
import type { ArchetypeLookup } from '../../domain/match-filter.ts';
import type { SeenMatch } from '../../domain/match-store.ts';
import { usePaced } from '../../hooks/use-paced.ts';
import { PanelBody } from './panel-body.tsx';

/** One new ticker row this often. */
export const TICKER_PACE_MS = 1500;

/**
 * The pacing is its own: a new row re-renders the ticker, not the wall; a second going by
 * re-renders only the rows' ages (match-row.tsx).
 */
export function WallTicker({
  recent,
  rows,
  lookup,
  share,
}: {
  /** The recent matches, newest first, as the store has them. */
  recent: readonly SeenMatch[];
  /** How many rows the wall's layout gives it. */
  rows: number;
  lookup: ArchetypeLookup;
  /** Its share of the main area (the wall's layout). */
  share: number;
}) {
  const { t } = useLingui();
  // A steady flow: one new row every 1.5 s, however many a poll brings.
  const matches = usePaced(recent, rows, TICKER_PACE_MS);
  return (
    <section
      aria-labelledby="wall-ticker"
      className="min-h-0 min-w-0 overflow-hidden"
      style={{ flex: `${share} 1 0` }}
    >
      <PanelBody className="flex flex-col">
        <h2 id="wall-ticker" className="mb-[0.4rem] text-[1.3rem] font-semibold">
          <Trans>Latest matches</Trans>
        </h2>
        {matches.length === 0 ? (
          <p className="text-muted">
            <Trans>Waiting for the first matches…</Trans>
          </p>
        ) : (
          <MatchList
            matches={matches}
            label={t`Latest matches, newest first`}
            lookup={lookup}
            compact
            large
            gap="0.3rem"
          />
        )}
      </PanelBody>
    </section>
  );
}
