import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateEnglish } from '../test/i18n.ts';
import { type Column, exportFileName, percent, toCsv, toJson } from './export.ts';

interface Row {
  name: string;
  games: number;
  rate: number | null;
}
const columns: Column<Row>[] = [
  { header: 'Archetype', value: (r) => r.name },
  { header: 'Games', value: (r) => r.games },
  { header: 'Win rate %', value: (r) => percent(r.rate) },
];

describe('export', () => {
  it('writes CSV with a header, every text cell quoted', () => {
    const csv = toCsv(
      [
        { name: 'Big, "Bad" Mage', games: 40, rate: 0.5125 },
        { name: 'Line\nbreak', games: 3, rate: null },
      ],
      columns,
    );
    expect(csv).toBe(
      '"Archetype","Games","Win rate %"\r\n"Big, ""Bad"" Mage",40,51.3\r\n"Line\nbreak",3,\r\n',
    );
  });

  it('never lets a spreadsheet run a name as a formula', () => {
    const csv = toCsv(
      [
        { name: '=HYPERLINK("http://evil")', games: 1, rate: 0 },
        { name: '+1', games: 1, rate: 0 },
        { name: '-2', games: 1, rate: 0 },
        { name: '@SUM(A1)', games: 1, rate: 0 },
      ],
      columns,
    );
    expect(csv.split('\r\n').slice(1, 5)).toEqual([
      `"'=HYPERLINK(""http://evil"")",1,0`,
      `"'+1",1,0`,
      `"'-2",1,0`,
      `"'@SUM(A1)",1,0`,
    ]);
  });

  it('never lets a spreadsheet that splits on semicolons start a formula inside a name', () => {
    const csv = toCsv(
      [
        { name: 'Zoo Warlock;=1+1;', games: 1, rate: 0 },
        { name: 'A,@B\t-C\n+D', games: 1, rate: null },
      ],
      columns,
    );
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      `"Zoo Warlock;'=1+1;",1,0`,
      `"A,'@B\t'-C\n'+D",1,`,
    ]);
    // Split on semicolons, quotes ignored: no piece starts with a formula character.
    for (const piece of csv.split(/[;,\t\n]/))
      expect(piece.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
  });

  it('writes the same table as JSON objects', () => {
    expect(JSON.parse(toJson([{ name: 'A', games: 2, rate: 0.5 }], columns))).toEqual([
      { Archetype: 'A', Games: 2, 'Win rate %': 50 },
    ]);
  });
});

describe('export headers', () => {
  // A module-level list of columns keeps messages, written when the table is downloaded.
  const translated: Column<Row>[] = [
    { header: { id: 'test.export.archetype', message: 'Archetype' }, value: (r) => r.name },
    { header: { id: 'test.export.games', message: 'Games' }, value: (r) => r.games },
  ];
  const rows = [{ name: 'A', games: 2, rate: 0.5 }];

  it("writes the headers in the screen's language, in the CSV and the JSON", () => {
    expect(toCsv(rows, translated)).toBe('"Archetype","Games"\r\n"A",2\r\n');
    try {
      i18n.load('de-DE', { 'test.export.archetype': 'Archetyp', 'test.export.games': 'Spiele' });
      i18n.activate('de-DE');
      expect(toCsv(rows, translated)).toBe('"Archetyp","Spiele"\r\n"A",2\r\n');
      expect(JSON.parse(toJson(rows, translated))).toEqual([{ Archetyp: 'A', Spiele: 2 }]);
    } finally {
      activateEnglish();
    }
  });
});

describe('exportFileName', () => {
  it('names the table, bracket, window and the UTC minute it was taken', () => {
    const at = Date.UTC(2026, 10, 26, 9, 5, 59);
    expect(exportFileName('tier-list', { bracket: 'legend', window: '24h' }, at)).toBe(
      'tier-list_legend_24h_2026-11-26T09-05Z',
    );
  });
});
