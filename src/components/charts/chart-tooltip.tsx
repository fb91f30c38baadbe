// Tooltip body for win-rate bars: the exact figures behind a bar.
import { formatPercent } from '../../domain/format.ts';
import type { RateRow } from '../../domain/stats.ts';

export interface TooltipRow extends RateRow {
  name?: string;
  label?: string;
}

export function FiguresTooltip({
  active,
  payload,
}: {
  active?: boolean;
  payload?: ReadonlyArray<{ payload?: unknown }>;
}) {
  const row = payload?.[0]?.payload as TooltipRow | undefined;
  if (!active || !row) return null;
  return (
    <div className="rounded border border-line bg-surface p-2 text-sm shadow-lg">
      <p className="font-semibold">{row.name ?? row.label}</p>
      <p>
        Win rate {row.winRate === null ? '—' : formatPercent(row.winRate)} (95%:{' '}
        {formatPercent(row.interval.low)}–{formatPercent(row.interval.high)})
      </p>
      <p>
        {row.wins}–{row.losses} in {row.games} games
      </p>
      <p>Popularity {formatPercent(row.popularity)}</p>
      {row.mirrorsExcluded > 0 ? (
        <p className="text-muted">{row.mirrorsExcluded} mirror matches excluded</p>
      ) : null}
    </div>
  );
}
