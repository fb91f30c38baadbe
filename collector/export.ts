// `export --db <file> --format csv|parquet [--from <ISO time>] [--to <ISO time>] --out <file>
//  [--force]`: the raw matches, through DuckDB's COPY, for analysis elsewhere. It opens the
// database read-only, writes a temporary file beside --out and renames it, and refuses any
// --out that is the database, its write-ahead log, or (without --force) an existing file.
import { existsSync, realpathSync, statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { commandLine, parseIsoTime } from './command-line.ts';
import { MatchDb } from './db.ts';

const USAGE =
  'usage: export --db <file> --format csv|parquet [--from <ISO time with zone>] [--to <ISO time with zone>] --out <file> [--force]';

const command = commandLine(USAGE, { db: {}, format: {}, from: {}, to: {}, out: {} }, ['force']);
const { values, flags } = command;
// Declared with its type, so TypeScript knows a call to it ends the program.
const fail: (message: string) => never = command.fail;

const time = (name: string, raw: string | undefined, fallback: number): number => {
  if (raw === undefined) return fallback;
  const ms = parseIsoTime(raw);
  if (ms === null)
    fail(
      `--${name} must be an ISO 8601 time with its zone, such as 2026-11-22T14:00Z or 2026-11-22T15:00+01:00; got "${raw}"`,
    );
  return ms;
};

/** The path with its directory's links resolved (the file itself may not exist yet). */
const real = (path: string) => {
  const absolute = resolve(path);
  try {
    return realpathSync(absolute);
  } catch {
    try {
      return join(realpathSync(dirname(absolute)), basename(absolute));
    } catch {
      return absolute;
    }
  }
};

const { db: dbFile, format, out } = values;
if (!dbFile) fail('--db must name the collector database');
if (!existsSync(dbFile) || !statSync(dbFile).isFile()) fail(`There is no database at ${dbFile}`);
if (format !== 'csv' && format !== 'parquet') fail('--format must be csv or parquet');
if (!out) fail('--out must name the file to write');
const from = time('from', values.from, 0);
const to = time('to', values.to, Number.MAX_SAFE_INTEGER);
if (from >= to)
  fail(`--from (${values.from ?? 'the first match'}) must be before --to (${values.to ?? 'now'})`);

const target = real(out);
const database = real(dbFile);
if (target === database || target === `${database}.wal`)
  fail(`--out (${out}) is the database or one of its files: export writes elsewhere`);
const folder = dirname(target);
if (!existsSync(folder) || !statSync(folder).isDirectory())
  fail(`The directory ${dirname(out)} does not exist`);
if (existsSync(target) && !flags.force) fail(`${out} exists already: add --force to overwrite it`);

let db: MatchDb;
try {
  db = await MatchDb.open(dbFile, { readOnly: true });
} catch (error) {
  const message = (error as Error).message.split('\n')[0];
  if (/lock/i.test(message ?? ''))
    fail(
      `The database is in use by a running collector (${message}). Stop it (for example: systemctl stop hs-collector), export, then start it again.`,
    );
  fail(`Cannot open the database ${dbFile}: ${message}`);
}
const temporary = join(folder, `.${basename(target)}.${process.pid}.tmp`);
try {
  const rows = await db.export(temporary, format, from, to);
  await rename(temporary, target);
  console.log(`Wrote ${rows} matches to ${out} (${format})`);
} catch (error) {
  await rm(temporary, { force: true });
  fail(`Export failed: ${(error as Error).message.split('\n')[0]}`);
} finally {
  db.close();
}
