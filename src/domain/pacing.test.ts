import { describe, expect, it } from 'vitest';
import { clearOfTicks, enqueue, startPaced, step } from './pacing.ts';

const items = (...ids: number[]) => ids.map((n) => ({ id: String(n) }));
const ids = (list: readonly { id: string }[]) => list.map((i) => Number(i.id));

describe('a paced ticker', () => {
  it('fills at once, then brings arrivals on one at a time, oldest first', () => {
    let state = startPaced(items(5, 4, 3, 2, 1), 3);
    expect(ids(state.shown)).toEqual([5, 4, 3]);
    state = enqueue(state, items(8, 7, 6, 5, 4), 3);
    expect(ids(state.queue)).toEqual([6, 7, 8]);
    state = step(state, 3);
    expect(ids(state.shown)).toEqual([6, 5, 4]);
    state = step(state, 3);
    expect(ids(state.shown)).toEqual([7, 6, 5]);
    expect(ids(state.queue)).toEqual([8]);
  });

  it('queues nothing twice, and keeps only the newest when arrivals outrun the pace', () => {
    let state = startPaced(items(2, 1), 3);
    state = enqueue(state, items(4, 3, 2), 3);
    state = enqueue(state, items(9, 8, 7, 6, 5, 4, 3), 3);
    expect(ids(state.queue)).toEqual([7, 8, 9]);
    expect(enqueue(state, items(9, 8), 3)).toBe(state);
    expect(step({ shown: [], queue: [] }, 3)).toEqual({ shown: [], queue: [] });
  });

  it('with a queue shorter than the screen, puts what it cannot hold on at once, in order', () => {
    let state = startPaced(items(2, 1), 5);
    state = enqueue(state, items(7, 6, 5, 4, 3, 2, 1), 5, 2);
    // 3, 4 and 5 cannot wait; all three would still be on screen after 6 and 7.
    expect(ids(state.shown)).toEqual([5, 4, 3, 2, 1]);
    expect(ids(state.queue)).toEqual([6, 7]);
    state = step(state, 5);
    expect(ids(state.shown)).toEqual([6, 5, 4, 3, 2]);
    // 7 waits; 8…15 arrive. Once 14 and 15 have come on, the screen is 15…11: 11, 12 and 13 go
    // on now, and 7…10 never (they would scroll off unseen).
    state = enqueue(state, items(15, 14, 13, 12, 11, 10, 9, 8, 7, 6), 5, 2);
    expect(ids(state.queue)).toEqual([14, 15]);
    expect(ids(state.shown)).toEqual([13, 12, 11, 6, 5]);
  });

  it('never queues older items the screen had no room for', () => {
    let state = startPaced(items(10, 9, 8, 7, 6, 5), 2);
    state = enqueue(state, items(11, 10, 9, 8, 7, 6, 5), 2);
    expect(ids(state.queue)).toEqual([11]);
  });

  it('fills an empty screen at once (the first poll, a reload)', () => {
    const empty = startPaced<{ id: string }>([], 3);
    expect(enqueue(empty, [], 3)).toBe(empty);
    expect(ids(enqueue(empty, items(4, 3, 2, 1), 3).shown)).toEqual([4, 3, 2]);
  });
});

describe('a row’s arrival', () => {
  const second = Date.UTC(2026, 11, 7, 12, 0, 0);
  it('keeps clear of the whole seconds on which ages and clocks tick over', () => {
    // Clear of them: as asked.
    expect(clearOfTicks(second + 200)).toBe(second + 200);
    expect(clearOfTicks(second + 500)).toBe(second + 500);
    expect(clearOfTicks(second + 969)).toBe(second + 969);
    // On a tick or just after it: 200 ms past it.
    expect(clearOfTicks(second)).toBe(second + 200);
    expect(clearOfTicks(second + 199)).toBe(second + 200);
    // Just before one: 200 ms past the coming second.
    expect(clearOfTicks(second + 970)).toBe(second + 1200);
    expect(clearOfTicks(second + 999)).toBe(second + 1200);
  });

  it('at the fastest pace (250 ms), is moved at most once and then keeps its pace', () => {
    let at = second + 980;
    const arrivals: number[] = [];
    for (let turn = 0; turn < 12; turn++) {
      at = clearOfTicks(at);
      arrivals.push(at - second);
      at += 250;
    }
    expect(arrivals).toEqual([
      1200, 1450, 1700, 1950, 2200, 2450, 2700, 2950, 3200, 3450, 3700, 3950,
    ]);
  });
});
