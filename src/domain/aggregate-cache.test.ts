import { describe, expect, it } from 'vitest';
import { testMatch as match } from '../test/fixtures.ts';
import { createAggregateCache } from './aggregate-cache.ts';
import { MatchStore } from './match-store.ts';
import { aggregate } from './stats.ts';

describe('createAggregateCache', () => {
  it('always equals a full aggregation, through roll-ups, retention drops and window changes', () => {
    const store = new MatchStore({ retentionMs: 6 * 3_600_000 });
    const cached = createAggregateCache();
    let n = 0;
    const filters = [
      { bracket: 'all' as const, windowMs: null },
      { bracket: 'legend' as const, windowMs: null },
      { bracket: 'all' as const, windowMs: 3_600_000 },
      { bracket: 'diamond' as const, windowMs: 2 * 3_600_000 },
    ];
    const normalise = (agg: ReturnType<typeof aggregate>) => ({
      totalSlots: agg.totalSlots,
      archetypes: [...agg.archetypes].sort((x, y) => x[0] - y[0]),
      pairs: [...agg.pairs].sort((x, y) => x[0].localeCompare(y[0])),
    });
    for (let t = 0; t <= 10 * 3_600_000; t += 60_000) {
      const batch = Array.from({ length: 5 }, () => {
        const i = n++;
        return match(
          `c${i}`,
          1 + (i % 7),
          1 + ((i * 3) % 5),
          i % 3 === 0,
          i % 2 ? 51 : 45,
          i % 2 ? 51 : 30,
          i % 2 ? 100 + i : null,
          i % 2 ? 5000 : null,
        );
      });
      store.ingest(batch, t);
      if (t % (37 * 60_000) === 0) {
        for (const f of filters) {
          expect(normalise(cached(() => store.buckets(), store.version, f, t))).toEqual(
            normalise(aggregate(store.buckets(), f, t)),
          );
        }
      }
    }
  });
});
