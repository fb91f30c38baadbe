import { describe, expect, it } from 'vitest';
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
  it('writes CSV with a header, quoting where needed', () => {
    const csv = toCsv(
      [
        { name: 'Big, "Bad" Mage', games: 40, rate: 0.5125 },
        { name: 'Line\nbreak', games: 3, rate: null },
      ],
      columns,
    );
    expect(csv).toBe(
      'Archetype,Games,Win rate %\r\n"Big, ""Bad"" Mage",40,51.3\r\n"Line\nbreak",3,\r\n',
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
      "'+1,1,0",
      "'-2,1,0",
      "'@SUM(A1),1,0",
    ]);
  });

  it('writes the same table as JSON objects', () => {
    expect(JSON.parse(toJson([{ name: 'A', games: 2, rate: 0.5 }], columns))).toEqual([
      { Archetype: 'A', Games: 2, 'Win rate %': 50 },
    ]);
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
