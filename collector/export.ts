// `npm run export -- --db <file> --format csv|parquet [--from <ISO>] [--to <ISO>] --out <file>`:
// the raw matches, through DuckDB's COPY, for analysis elsewhere.
import { existsSync } from 'node:fs';
import { commandLine } from './command-line.ts';
import { MatchDb } from './db.ts';

const USAGE =
  'usage: npm run export -- --db <file> --format csv|parquet [--from <ISO time>] [--to <ISO time>] --out <file>';

const command = commandLine(USAGE, { db: {}, format: {}, from: {}, to: {}, out: {} });
const { values } = command;
// Declared with its type, so TypeScript knows a call to it ends the program.
const fail: (message: string) => never = command.fail;

const time = (name: string, raw: string | undefined, fallback: number) => {
  if (raw === undefined) return fallback;
  const ms = Date.parse(raw);
  if (Number.isNaN(ms))
    fail(`--${name} must be an ISO time such as 2026-11-22T14:00Z, got "${raw}"`);
  return ms;
};

const { db: dbFile, format, out } = values;
if (!dbFile) fail('--db must name the collector database');
if (!existsSync(dbFile)) fail(`There is no database at ${dbFile}`);
if (format !== 'csv' && format !== 'parquet') fail('--format must be csv or parquet');
if (!out) fail('--out must name the file to write');
const from = time('from', values.from, 0);
const to = time('to', values.to, Number.MAX_SAFE_INTEGER);

let db: MatchDb;
try {
  db = await MatchDb.open(dbFile, { readOnly: true });
} catch (error) {
  const message = (error as Error).message;
  if (/lock/i.test(message)) {
    fail(
      `The database is in use by a running collector (${message.split('\n')[0]}). Stop it (for example: systemctl stop hs-collector), export, then start it again.`,
    );
  }
  throw error;
}
try {
  const rows = await db.export(out, format, from, to);
  console.log(`Wrote ${rows} matches to ${out} (${format})`);
} finally {
  db.close();
}
