// Archetypes with too few games to draw as if they were certain: listed with their progress
// towards the minimum ("19/30 games") and their record, never a bare percentage.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ArchetypeChartRow } from '../../domain/chart-rows.ts';
import { formatCount } from '../../domain/format.ts';

export function LowDataList({
  rows,
  minGames,
}: {
  rows: readonly ArchetypeChartRow[];
  minGames: number;
}) {
  const { t } = useLingui();
  if (rows.length === 0) return null;
  const min = formatCount(minGames);
  return (
    <div className="mt-2 text-sm">
      <h4 className="font-medium text-muted">
        {t`${plural(minGames, { one: `Low data (under ${min} game)`, other: `Low data (under ${min} games)` })}`}
      </h4>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {rows.map((r) => {
          const name = r.name;
          const games = formatCount(r.games);
          const wins = formatCount(r.wins);
          const losses = formatCount(r.losses);
          return (
            <li key={r.archetype}>
              {t({
                message: plural(minGames, {
                  one: `${name}: ${games}/${min} game (${wins}–${losses})`,
                  other: `${name}: ${games}/${min} games (${wins}–${losses})`,
                }),
                comment:
                  'an archetype under the minimum: its games of the minimum, then wins–losses',
              })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
