import { describe, expect, it } from 'vitest';
import type { NamedArchetype } from './archetypes.ts';
import { isMirror, matchPasses, matchSentence } from './match-filter.ts';
import type { SeenMatch } from './match-store.ts';

const catalogue = new Map<number, NamedArchetype>([
  [1, { id: 1, name: 'Spell Mage', classId: 4 }],
  [2, { id: 2, name: 'Zoo Warlock', classId: 9 }],
  [3, { id: 3, name: '', classId: 3 }],
]);
const lookup = (id: number) => catalogue.get(id);

function seen(
  a: number,
  b: number,
  aWon: boolean,
  ranks: [number, number | null, number, number | null] = [45, null, 30, null],
): SeenMatch {
  return {
    id: `m-${a}-${b}`,
    seenAt: 0,
    players: [
      { archetype: a, rank: ranks[0], legendRank: ranks[1], won: aWon },
      { archetype: b, rank: ranks[2], legendRank: ranks[3], won: !aWon },
    ],
  };
}

describe('matchPasses', () => {
  const all = { classId: null, bracket: 'all' as const };

  it('lets everything through with no filter', () => {
    expect(matchPasses(seen(1, 99, true), all, lookup)).toBe(true);
  });

  it('keeps a match when either player is on the class, and no other', () => {
    const mage = { ...all, classId: 4 };
    expect(matchPasses(seen(1, 2, true), mage, lookup)).toBe(true);
    expect(matchPasses(seen(2, 1, true), mage, lookup)).toBe(true);
    expect(matchPasses(seen(2, 3, true), mage, lookup)).toBe(false);
    // An archetype missing from the catalogue is on no class.
    expect(matchPasses(seen(99, 98, true), mage, lookup)).toBe(false);
  });

  it('keeps a match when either player is in the bracket', () => {
    const legend = { ...all, bracket: 'legend' as const };
    expect(matchPasses(seen(1, 2, true, [51, 500, 30, null]), legend, lookup)).toBe(true);
    expect(matchPasses(seen(1, 2, true, [30, null, 51, 5000]), legend, lookup)).toBe(true);
    expect(matchPasses(seen(1, 2, true, [50, null, 30, null]), legend, lookup)).toBe(false);
    const top = { ...all, bracket: 'top1000' as const };
    expect(matchPasses(seen(1, 2, true, [51, 5000, 51, 1000]), top, lookup)).toBe(true);
    expect(matchPasses(seen(1, 2, true, [51, 5000, 51, 1001]), top, lookup)).toBe(false);
  });

  it('needs both filters to hold', () => {
    const both = { classId: 4, bracket: 'diamond' as const };
    expect(matchPasses(seen(1, 2, true, [45, null, 10, null]), both, lookup)).toBe(true);
    expect(matchPasses(seen(1, 2, true, [20, null, 10, null]), both, lookup)).toBe(false);
    expect(matchPasses(seen(2, 3, true, [45, null, 45, null]), both, lookup)).toBe(false);
  });
});

describe('matchSentence', () => {
  it('names the winner first, with class and rank', () => {
    expect(matchSentence(seen(1, 2, true, [51, 123, 48, null]), lookup)).toBe(
      'Spell Mage (Mage, Legend 123) beat Zoo Warlock (Warlock, Diamond 3).',
    );
    expect(matchSentence(seen(1, 2, false, [51, 123, 1, null]), lookup)).toBe(
      'Zoo Warlock (Warlock, Bronze 10) beat Spell Mage (Mage, Legend 123).',
    );
  });

  it('marks mirrors and names archetypes the catalogue lacks or leaves unnamed', () => {
    expect(isMirror(seen(3, 3, true))).toBe(true);
    expect(isMirror(seen(3, 2, true))).toBe(false);
    expect(matchSentence(seen(3, 3, true, [45, null, 45, null]), lookup)).toBe(
      'Unnamed Hunter archetype #3 (Hunter, Diamond 6) beat Unnamed Hunter archetype #3 (Hunter, Diamond 6). Mirror match.',
    );
    expect(matchSentence(seen(99, 2, true, [30, null, 30, null]), lookup)).toBe(
      'Unknown archetype #99 (Gold 1) beat Zoo Warlock (Warlock, Gold 1).',
    );
  });
});
