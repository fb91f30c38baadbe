// The wall's ticker: the newest matches, one compact row each.
import { Trans, useLingui } from '@lingui/react/macro';
import { MatchList } from '../../components/match-list.tsx';
import type { ArchetypeLookup } from '../../domain/match-filter.ts';
import type { SeenMatch } from '../../domain/match-store.ts';

export function WallTicker({
  matches,
  lookup,
  now,
  share,
}: {
  matches: readonly SeenMatch[];
  lookup: ArchetypeLookup;
  now: number;
  /** Its share of the main area (the wall's layout). */
  share: number;
}) {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="wall-ticker"
      className="flex min-h-0 min-w-0 flex-col overflow-hidden"
      style={{ flex: `${share} 1 0` }}
    >
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
          now={now}
          compact
          large
          gap="0.3rem"
        />
      )}
    </section>
  );
}
