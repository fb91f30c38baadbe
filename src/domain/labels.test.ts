// Plurals and figures in the viewer's language, against the forms each language's grammar and
// conventions give (written here from the languages, not from the catalogues).
import { afterEach, describe, expect, it } from 'vitest';
import { activateEnglish, activateTestLanguage } from '../test/i18n.ts';
import { formatAge, formatCount, formatPercent } from './format.ts';
import { formatGamesCounted } from './labels.ts';

afterEach(activateEnglish);

const NBSP = '\u00a0';
const COUNTS = [0, 1, 2, 5, 21, 1000];
/** formatGamesCounted counts each match of "all ranks" once, from its two player slots. */
const games = (n: number) => formatGamesCounted(2 * n, 'all');

describe('plural forms of a count of games', () => {
  it('in English: one, other', () => {
    expect(COUNTS.map(games)).toEqual([
      '0 games',
      '1 game',
      '2 games',
      '5 games',
      '21 games',
      '1,000 games',
    ]);
  });

  it('in Russian: one (1, 21), few (2), many (0, 5, 1000)', async () => {
    await activateTestLanguage('ruRU');
    expect(COUNTS.map(games)).toEqual([
      '0 игр',
      '1 игра',
      '2 игры',
      '5 игр',
      '21 игра',
      `1${NBSP}000 игр`,
    ]);
  });

  it('in Polish: one (1), few (2), many (0, 5, 21, 1000)', async () => {
    await activateTestLanguage('plPL');
    expect(COUNTS.map(games)).toEqual([
      '0 gier',
      '1 gra',
      '2 gry',
      '5 gier',
      '21 gier',
      '1000 gier',
    ]);
  });
});

describe('figures in the language', () => {
  it('German groups with a dot and writes a decimal comma before a spaced percent sign', async () => {
    await activateTestLanguage('deDE');
    expect(formatCount(1234)).toBe('1.234');
    expect(formatPercent(0.523)).toBe(`52,3${NBSP}%`);
    expect(formatAge(12_000)).toBe('vor 12 Sek.');
  });

  it('Japanese and Thai group with a comma and write the percent sign close', async () => {
    await activateTestLanguage('jaJP');
    expect([formatCount(1234), formatPercent(0.523), formatAge(180_000)]).toEqual([
      '1,234',
      '52.3%',
      '3 分前',
    ]);
    await activateTestLanguage('thTH');
    expect([formatCount(1234), formatPercent(0.523)]).toEqual(['1,234', '52.3%']);
    expect(formatAge(180_000)).toMatch(/^3 นาที.*ที่แล้ว$/);
  });
});
