import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_INT32, MIN_INT32 } from '../domain/limits.ts';
import {
  archetypeSchema,
  feedEntrySchema,
  isArchetypePath,
  rejectionReason,
  toWireArchetype,
  validateEach,
} from './schemas.ts';

const entry = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  player1_archetype: 12,
  player1_rank: 51,
  player1_legend_rank: 1234,
  player1_won: true,
  player2_archetype: 12,
  player2_rank: 48,
  player2_legend_rank: null,
  player2_won: false,
};

const archetype = {
  id: 7,
  name: 'Aggro Demon Hunter',
  player_class: 14,
  player_class_name: 'DEMONHUNTER',
  url: '/archetypes/7/aggro-demon-hunter',
  standard_ccp_signature_core: {
    as_of: '2026-11-20T10:00:00.123Z',
    format: 2,
    components: [5, 3, 9, 1, 2, 8, 7, 6, 4, 10],
  },
  wild_ccp_signature_core: null,
};

function reasonFor(schema: typeof feedEntrySchema | typeof archetypeSchema, value: unknown) {
  return Object.keys(validateEach(schema as typeof feedEntrySchema, [value]).rejected);
}

describe('feed entry schema', () => {
  it('accepts a valid entry, mirror and differing ranks included (rules 2 and 3)', () => {
    expect(v.parse(feedEntrySchema, entry)).toEqual(entry);
  });

  it('normalises the old string forms of the real service', () => {
    const parsed = v.parse(feedEntrySchema, {
      ...entry,
      id: entry.id.toUpperCase(),
      player1_archetype: '12',
      player1_rank: '51',
      player1_legend_rank: '1234',
      player1_won: 'True',
      player2_archetype: '12',
      player2_rank: ' 48 ',
      player2_legend_rank: 'None',
      player2_won: 'False',
    });
    expect(parsed).toEqual(entry);
  });

  it('accepts the edges of the scale: rank 1 (Bronze 10), rank 50, and Legend 1 (the top player)', () => {
    for (const edge of [
      { ...entry, player2_rank: 1 },
      { ...entry, player2_rank: 50 },
      { ...entry, player1_rank: 51, player1_legend_rank: 1 },
      { ...entry, player1_rank: '51', player1_legend_rank: '1', player2_rank: '1' },
    ]) {
      expect(validateEach(feedEntrySchema, [edge]).rejected).toEqual({});
    }
  });

  it('reads "None", "null" and null as no legend rank', () => {
    for (const none of ['None', 'null', null]) {
      expect(
        v.parse(feedEntrySchema, { ...entry, player1_legend_rank: none }).player1_legend_rank,
      ).toBe(null);
    }
    expect(reasonFor(feedEntrySchema, { ...entry, player1_legend_rank: 'Nothing' })).toEqual([
      'player1_legend_rank is not an integer or null',
    ]);
  });

  it.each([
    [{ ...entry, player1_won: true, player2_won: true }, 'both players won'],
    [{ ...entry, player1_won: false, player2_won: false }, 'neither player won'],
    [{ ...entry, player1_rank: 0 }, 'player 1 rank outside 1–51'],
    [{ ...entry, player2_rank: 52, player2_legend_rank: null }, 'player 2 rank outside 1–51'],
    [{ ...entry, player2_legend_rank: 5 }, 'player 2 legend rank without rank 51'],
    [{ ...entry, player1_legend_rank: 0 }, 'player 1 legend rank not positive'],
    [{ ...entry, player1_legend_rank: -1 }, 'player 1 legend rank not positive'],
    [{ ...entry, player1_rank: -3 }, 'player 1 rank outside 1–51'],
    [{ ...entry, id: 'abc' }, 'id is not a UUID'],
    [{ ...entry, id: '0f8fad5bd9cb469fa16570867728950e' }, 'id is not a UUID'],
    [{ ...entry, player1_rank: 'high' }, 'player1_rank is not an integer'],
    [{ ...entry, player1_rank: 3.5 }, 'player1_rank is not an integer'],
    [{ ...entry, player1_won: 'yes' }, 'player1_won is not a boolean'],
    [{ ...entry, player1_archetype: null }, 'player1_archetype has the wrong type'],
    ['text', 'not an object'],
    [null, 'not an object'],
  ])('rejects %j as "%s"', (value, reason) => {
    expect(reasonFor(feedEntrySchema, value)).toEqual([reason]);
  });

  it('rejects an entry with a missing field, naming the field', () => {
    const { player2_won: _, ...missing } = entry;
    expect(reasonFor(feedEntrySchema, missing)).toEqual(['missing player2_won']);
  });
});

describe('validateEach', () => {
  it('keeps the good elements and counts the bad ones by reason', () => {
    const result = validateEach(feedEntrySchema, [
      entry,
      { ...entry, id: 'x' },
      { ...entry, id: 'y' },
      { ...entry, player1_won: false, player2_won: false },
    ]);
    expect(result.items).toHaveLength(1);
    expect(result.rejected).toEqual({ 'id is not a UUID': 2, 'neither player won': 1 });
  });
});

describe('archetype schema', () => {
  it('accepts a valid archetype, keeps its own path and maps it to the domain type', () => {
    expect(v.parse(archetypeSchema, archetype)).toEqual({
      id: 7,
      name: 'Aggro Demon Hunter',
      classId: 14,
      className: 'DEMONHUNTER',
      url: '/archetypes/7/aggro-demon-hunter',
      standardCore: {
        asOf: archetype.standard_ccp_signature_core.as_of,
        format: 2,
        components: archetype.standard_ccp_signature_core.components,
      },
      wildCore: null,
    });
  });

  it('accepts an empty name whose path ends in /archetypes/<id>/', () => {
    const parsed = v.parse(archetypeSchema, { ...archetype, name: '', url: '/archetypes/7/' });
    expect(parsed.url).toBe('/archetypes/7/');
  });

  it('accepts a timestamp without milliseconds (Django drops .000)', () => {
    const core = { ...archetype.standard_ccp_signature_core, as_of: '2026-11-20T10:00:00Z' };
    expect(
      v.parse(archetypeSchema, { ...archetype, standard_ccp_signature_core: core }).standardCore
        ?.asOf,
    ).toBe('2026-11-20T10:00:00Z');
  });

  it.each([
    'https://evil.example/archetypes/7/x',
    'javascript:alert(1)',
    '//evil.example/archetypes/7/x',
    '/archetypes/8/aggro-demon-hunter',
    '/archetypes/7/Aggro',
    '/archetypes/7/aggro--dh',
    '/archetypes/7/aggro/../../x',
    '/archetypes/7/aggro?x=1',
  ])('keeps the archetype but drops the url %s so it never becomes a link', (url) => {
    expect(v.parse(archetypeSchema, { ...archetype, url }).url).toBeNull();
  });

  it('checks the path shape exactly', () => {
    expect(isArchetypePath('/archetypes/7/a-b-c', 7)).toBe(true);
    expect(isArchetypePath('/archetypes/7/', 7)).toBe(true);
    expect(isArchetypePath('/archetypes/7', 7)).toBe(false);
  });

  it.each([
    [{ ...archetype, name: undefined }, 'missing name'],
    [{ ...archetype, id: 'seven' }, 'id is not an integer'],
    [
      {
        ...archetype,
        standard_ccp_signature_core: {
          ...archetype.standard_ccp_signature_core,
          as_of: 'yesterday',
        },
      },
      'standard_ccp_signature_core.as_of is not a timestamp',
    ],
    [
      { ...archetype, standard_ccp_signature_core: { format: 2 } },
      'missing standard_ccp_signature_core.as_of',
    ],
  ])('rejects a broken archetype %#', (value, reason) => {
    expect(reasonFor(archetypeSchema, value)).toEqual([reason]);
  });
});

describe('integer fields', () => {
  it('accept the whole 32-bit range and refuse one past either end, counted by field', () => {
    for (const edge of [MAX_INT32, MIN_INT32]) {
      expect(
        v.parse(feedEntrySchema, { ...entry, player1_archetype: edge }).player1_archetype,
      ).toBe(edge);
    }
    expect(reasonFor(feedEntrySchema, { ...entry, player1_archetype: MAX_INT32 + 1 })).toEqual([
      'player1_archetype is outside the 32-bit range',
    ]);
    expect(reasonFor(feedEntrySchema, { ...entry, player2_archetype: `${MIN_INT32 - 1}` })).toEqual(
      ['player2_archetype is outside the 32-bit range'],
    );
    expect(reasonFor(feedEntrySchema, { ...entry, player1_legend_rank: MAX_INT32 + 1 })).toEqual([
      'player1_legend_rank is outside the 32-bit range',
    ]);
  });

  it('read numbers and flags sent as text with spaces around them', () => {
    const parsed = v.parse(feedEntrySchema, {
      ...entry,
      player1_legend_rank: ' 1234 ',
      player1_won: ' TRUE ',
      player2_won: 'false ',
    });
    expect(parsed).toEqual(entry);
  });
});

describe('rejection reasons', () => {
  it('name a text field that is too long', () => {
    expect(reasonFor(archetypeSchema, { ...archetype, name: 'x'.repeat(201) })).toEqual([
      'name is longer than 200 characters',
    ]);
  });

  it('say "invalid" for an error without issues, and "missing" for a path through nothing', () => {
    const issues = (keys: string[]) =>
      [{ kind: 'schema', message: 'Invalid type', path: keys.map((key) => ({ key })) }] as never;
    expect(rejectionReason([], {})).toBe('invalid');
    expect(rejectionReason(issues(['a', 'b']), { a: null })).toBe('missing a.b');
    expect(rejectionReason(issues(['a', 'b']), { a: { b: 3 } })).toBe('a.b has the wrong type');
    expect(rejectionReason(issues([]), 3)).toBe('not an object');
  });
});

describe('toWireArchetype', () => {
  it("gives back the service's shape, which reads back to the same archetype", () => {
    const parsed = v.parse(archetypeSchema, archetype);
    expect(toWireArchetype(parsed)).toEqual(archetype);
    expect(v.parse(archetypeSchema, toWireArchetype(parsed))).toEqual(parsed);
  });

  it('writes a refused link as an empty url, which reads back unlinked', () => {
    const parsed = v.parse(archetypeSchema, { ...archetype, url: 'javascript:alert(1)' });
    expect(toWireArchetype(parsed).url).toBe('');
    expect(v.parse(archetypeSchema, toWireArchetype(parsed)).url).toBeNull();
  });
});
