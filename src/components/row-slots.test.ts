import { describe, expect, it } from 'vitest';
import { rowSlots } from './row-slots.ts';

const slots = (m: Map<string, number>) => Object.fromEntries(m);

describe('rowSlots', () => {
  it('numbers a first list from 0 at the bottom', () => {
    expect(slots(rowSlots(null, ['c', 'b', 'a']))).toEqual({ c: 2, b: 1, a: 0 });
  });

  it('keeps the slots of rows already there when newer rows come at the top', () => {
    const first = rowSlots(null, ['c', 'b', 'a']);
    expect(slots(rowSlots(first, ['e', 'd', 'c', 'b', 'a']))).toEqual({
      e: 4,
      d: 3,
      c: 2,
      b: 1,
      a: 0,
    });
  });

  it('keeps them when the oldest rows leave at the bottom as newer ones come', () => {
    const first = rowSlots(null, ['c', 'b', 'a']);
    expect(slots(rowSlots(first, ['e', 'd', 'c']))).toEqual({ e: 4, d: 3, c: 2 });
    expect(slots(rowSlots(first, ['c', 'b']))).toEqual({ c: 2, b: 1 });
  });

  it('numbers afresh when the list is not the old one grown at the top', () => {
    const first = rowSlots(null, ['c', 'b', 'a']);
    // A row went missing from the middle (a filter): the rows below it would have to move.
    expect(slots(rowSlots(first, ['d', 'c', 'a']))).toEqual({ d: 2, c: 1, a: 0 });
    // An unknown row among known ones.
    expect(slots(rowSlots(first, ['c', 'x', 'b']))).toEqual({ c: 2, x: 1, b: 0 });
    // Nothing in common.
    expect(slots(rowSlots(first, ['y', 'x']))).toEqual({ y: 1, x: 0 });
    expect(slots(rowSlots(first, []))).toEqual({});
  });

  it('numbers afresh when the slots would pass their limit', () => {
    const first = rowSlots(null, ['b', 'a']);
    expect(slots(rowSlots(first, ['d', 'c', 'b'], 2))).toEqual({ d: 2, c: 1, b: 0 });
    expect(slots(rowSlots(first, ['c', 'b'], 2))).toEqual({ c: 2, b: 1 });
  });
});
