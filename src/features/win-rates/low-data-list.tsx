// Archetypes with too few games to draw as if they were certain: listed with their progress
// towards the minimum ("19/30 games") and their record, never a bare percentage.
import type { ArchetypeChartRow } from '../../domain/chart-rows.ts';

export function LowDataList({
  rows,
  minGames,
}: {
  rows: readonly ArchetypeChartRow[];
  minGames: number;
}) {
  if (rows.length === 0) return null;
  return (
    <div className="mt-2 text-sm">
      <h4 className="font-medium text-muted">Low data (under {minGames} games)</h4>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {rows.map((r) => (
          <li key={r.archetype}>
            {r.name}: {r.games}/{minGames} games ({r.wins}–{r.losses})
          </li>
        ))}
      </ul>
    </div>
  );
}
