// The build's short message ids: one id per message in every language, catalogues packed and
// read back as Lingui's messages, the code's look-ups rewritten, and a hash the build could not
// rewrite reported.
import { createCompiledCatalog } from '@lingui/cli/api';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { unpackCatalogue } from '../src/app/packed-catalogue.ts';
import {
  assignShortIds,
  compactCatalogue,
  compiledMessages,
  shortenIds,
} from './short-message-ids.ts';

const HASH = { a: 'AAAAAA', b: 'BBBBBB', c: 'CC/+CC', d: 'DDDDDD' };

describe('assignShortIds', () => {
  it('numbers catalogue by catalogue, by source text; a shared message keeps its first id', () => {
    const ids = assignShortIds([
      [
        'common',
        [
          [HASH.b, 'Games'],
          [HASH.a, 'Class'],
        ],
      ],
      [
        'wall',
        [
          [HASH.c, 'Arena'],
          [HASH.a, 'Class'],
        ],
      ],
    ]);
    expect(Object.fromEntries(ids.byHash)).toEqual({ AAAAAA: '0', BBBBBB: '1', 'CC/+CC': '2' });
    expect(ids.parts.get('common')).toEqual({ offset: 0, own: [HASH.a, HASH.b], shared: [] });
    expect(ids.parts.get('wall')).toEqual({ offset: 2, own: [HASH.c], shared: [HASH.a] });
  });

  it('orders messages of one text by hash, and writes ids in base 36', () => {
    const hashes = Array.from({ length: 40 }, (_, i) => `h${String(i).padStart(5, '0')}`);
    const ids = assignShortIds([['common', hashes.reverse().map((hash) => [hash, 'Same'])]]);
    expect(ids.byHash.get('h00000')).toBe('0');
    expect(ids.byHash.get('h00009')).toBe('9');
    expect(ids.byHash.get('h00010')).toBe('a');
    expect(ids.byHash.get('h00036')).toBe('10');
  });
});

describe('a packed catalogue', () => {
  const ids = assignShortIds([
    [
      'common',
      [
        [HASH.a, 'Games'],
        [HASH.b, 'Won'],
      ],
    ],
    [
      'wall',
      [
        [HASH.a, 'Games'],
        [HASH.c, '{n, plural, one {# game} other {# games}} "quoted"'],
      ],
    ],
  ]);

  /** What the browser gets from the module the build writes. */
  const load = (code: string) => compiledMessages(parseAst(code));

  it("reads back as Lingui's messages under the short ids", () => {
    const compiled = createCompiledCatalog(
      'de-DE',
      { [HASH.a]: 'Spiele', [HASH.c]: '{n, plural, one {# Spiel} other {# Spiele}} „zitiert“' },
      { namespace: 'es' },
    ).source;
    const messages = compiledMessages(parseAst(compiled));
    const part = ids.parts.get('wall');
    if (!part) throw new Error('no part');
    const packed = load(compactCatalogue(messages, part, ids.byHash, 'wall'));
    expect(unpackCatalogue(packed as never)).toEqual({
      '0': ['Spiele'],
      '2': [['n', 'plural', { one: ['#', ' Spiel'], other: ['#', ' Spiele'] }], ' „zitiert“'],
    });
  });

  it('fails on a message missing from a language or one the source language lacks', () => {
    const part = ids.parts.get('common');
    if (!part) throw new Error('no part');
    expect(() => compactCatalogue({ [HASH.a]: ['x'] }, part, ids.byHash, 'common')).toThrow(
      /1 message\(s\) missing \(BBBBBB\)/,
    );
    expect(() =>
      compactCatalogue(
        { [HASH.a]: ['x'], [HASH.b]: ['y'], [HASH.d]: ['z'] },
        part,
        ids.byHash,
        'common',
      ),
    ).toThrow(/1 not in the source language's \(DDDDDD\)/);
  });

  it("refuses a module that is not Lingui's compiled form", () => {
    expect(() => compiledMessages(parseAst('export const other = JSON.parse("{}")'))).toThrow(
      /not Lingui's compiled form/,
    );
  });

  it("passes Lingui's own form (the dev server's) through", () => {
    const own = { [HASH.a]: ['Spiele'] };
    expect(unpackCatalogue(own)).toBe(own);
  });
});

describe('shortenIds', () => {
  const { byHash } = assignShortIds([
    [
      'common',
      [
        [HASH.a, 'a'],
        [HASH.b, 'b'],
        [HASH.c, 'c'],
      ],
    ],
  ]);

  it("rewrites the look-ups' ids, in quotes or backticks", () => {
    const code =
      'return C._({id:`AAAAAA`});jsx(T,{id:"CC/+CC",values:{n}});x({id: \'BBBBBB\'});y({id:`ZZZZZZ`})';
    expect(shortenIds(code, byHash)).toEqual({
      code: 'return C._({id:"0"});jsx(T,{id:"2",values:{n}});x({id:"1"});y({id:`ZZZZZZ`})',
      left: [],
    });
  });

  it('reports a hash the code uses some other way', () => {
    expect(shortenIds('i18n._("BBBBBB");a={id:"AAAAAA"}', byHash).left).toEqual([HASH.b]);
  });
});
