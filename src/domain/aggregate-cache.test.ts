import { describe, expect, it, vi } from 'vitest';
import { testMatch as match } from '../test/fixtures.ts';
import { createAggregateCache } from './aggregate-cache.ts';
import { MatchStore } from './match-store.ts';
import { aggregate } from './stats.ts';

/** An aggregate's pairs as [a, b, games, wins], sorted. */
function pairList(agg: ReturnType<typeof aggregate>) {
  const list: [number, number, number, number][] = [];
  for (const [a, opponents] of agg.pairs)
    for (const [b, p] of opponents) list.push([a, b, p.games, p.wins]);
  return list.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}

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
      pairs: pairList(agg),
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

describe('createAggregateCache, as a cache', () => {
  const filter = { bracket: 'all' as const, windowMs: null };
  const T0 = Date.UTC(2026, 10, 22, 12);
  const filled = (hours = 3) => {
    const store = new MatchStore({ retentionMs: 6 * 3_600_000 });
    let i = 0;
    for (let t = 0; t <= hours * 3_600_000; t += 60_000) {
      store.ingest([match(`k${i++}`, 1, 2, true), match(`k${i++}`, 2, 3, false)], T0 + t);
    }
    return store;
  };

  it('hands every caller of one store version the same result, computed once', () => {
    const store = filled();
    const cached = createAggregateCache();
    const read = vi.fn(() => store.buckets());
    const first = cached(read, store.version, filter, T0);
    expect(cached(read, store.version, { ...filter }, T0)).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
    expect(cached(read, store.version + 1, filter, T0)).not.toBe(first);
  });

  it('forgets the oldest result beyond its size', () => {
    const store = filled();
    const cached = createAggregateCache(2);
    const read = () => store.buckets();
    const a = cached(read, 1, filter, T0);
    cached(read, 2, filter, T0);
    expect(cached(read, 1, filter, T0)).toBe(a);
    cached(read, 3, filter, T0);
    expect(cached(read, 1, filter, T0)).not.toBe(a);
  });

  it('sums closed hours once: a poll adds only the newest hour and the minutes', () => {
    const store = filled();
    const cached = createAggregateCache();
    const now = T0 + 3 * 3_600_000;
    const total = (v: number) => cached(() => store.buckets(), v, filter, now).totalSlots;
    const before = total(1);
    expect(before).toBe(aggregate(store.buckets(), filter, now).totalSlots);
    // A closed hour is in the kept sum: a change to it that its revision does not announce is
    // not seen (it is not read again)...
    const closed = store.buckets().find((b) => b.width === 3_600_000);
    let pair: [number, number] | undefined;
    closed?.pairs.forEach((a, b) => {
      pair ??= [a, b];
    });
    if (!closed || !pair) throw new Error('no closed hour');
    closed.pairs.add(pair[0], pair[1], 0, 1);
    expect(total(2)).toBe(before);
    // ...and a changed revision (a restore, say) makes the cache start over and see it.
    closed.rev += 1;
    expect(total(3)).toBe(aggregate(store.buckets(), filter, now).totalSlots);
    expect(total(3)).not.toBe(before);
  });
  it('reads the newest hour and the minute buckets again on every call', () => {
    const store = filled(4);
    const cached = createAggregateCache();
    const now = T0 + 4 * 3_600_000;
    const total = (v: number) => cached(() => store.buckets(), v, filter, now).totalSlots;
    const before = total(1);
    const hours = store.buckets().filter((b) => b.width === 3_600_000);
    const newest = hours.reduce((x, y) => (y.start > x.start ? y : x));
    const minute = store.buckets().find((b) => b.width === 60_000);
    if (hours.length < 3 || !minute) throw new Error('expected closed hours and minutes');
    // Changed without a new revision: only a bucket that is read again shows it.
    newest.pairs.add(1, 2, 0, 1);
    expect(total(2)).toBe(before + 1);
    minute.pairs.add(1, 2, 0, 1);
    expect(total(3)).toBe(before + 2);
    expect(total(3)).toBe(aggregate(store.buckets(), filter, now).totalSlots);
    // One closed hour of several with a new revision: the kept sum starts over.
    const oldest = hours[0];
    oldest?.pairs.add(1, 2, 0, 1);
    if (oldest) oldest.rev += 1;
    expect(total(4)).toBe(before + 3);
  });

  it('never changes a result it handed out, as closed hours join and leave the sum', () => {
    // Two archetypes met in the first hour: their tallies are in the kept sum alone.
    const store = new MatchStore({ retentionMs: 6 * 3_600_000 });
    store.ingest([match('early', 7, 8, true)], T0);
    let k = 0;
    for (let t = 60_000; t <= 3 * 3_600_000; t += 60_000) {
      store.ingest([match(`k${k++}`, 1, 2, true), match(`k${k++}`, 2, 3, false)], T0 + t);
    }
    const cached = createAggregateCache();
    const windowed = { bracket: 'all' as const, windowMs: 2 * 3_600_000 };
    const snapshot = (agg: ReturnType<typeof aggregate>) =>
      JSON.stringify([
        agg.totalSlots,
        [...agg.archetypes].sort((x, y) => x[0] - y[0]),
        pairList(agg),
      ]);
    let now = T0 + 3 * 3_600_000;
    const handed = [filter, windowed].map((f) => {
      const agg = cached(() => store.buckets(), store.version, f, now);
      return { agg, was: snapshot(agg) };
    });
    // Five more hours of polls, each one a result: hours close (they join the kept sum) and
    // leave the two-hour window (they leave it); the newest hour and minutes change every poll.
    let i = 0;
    for (let t = 1; t <= 300; t++) {
      now += 60_000;
      const polled = [match(`m${i++}`, 1 + (t % 3), 2 + (t % 2), t % 2 === 0)];
      // The two meet again in the next hour: when it closes, their kept tallies change.
      if (t > 60 && t <= 70) polled.push(match(`m${i++}`, 7, 8, false));
      store.ingest(polled, now);
      for (const f of [filter, windowed]) {
        const agg = cached(() => store.buckets(), store.version, f, now);
        if (t % 10 === 0) expect(snapshot(agg)).toBe(snapshot(aggregate(store.buckets(), f, now)));
      }
    }
    for (const { agg, was } of handed) expect(snapshot(agg)).toBe(was);
  });
});
