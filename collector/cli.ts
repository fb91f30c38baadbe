// `collect --api <service base URL> --out <directory> [--db <file>] [--interval <ms>]
//  [--retention-days <n>]`: polls the service and publishes history files into <directory>
// until SIGINT or SIGTERM. Run from source (`npm run collect -- …`) or built (`node cli.mjs …`).
import { createHash } from 'node:crypto';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import pkg from '../package.json' with { type: 'json' };
import { Collector } from './collector.ts';
import { commandLine, wholeNumber } from './command-line.ts';
import { writeFileAtomic } from './files.ts';
import { LockError } from './lock.ts';
import { HEALTH_FILE } from './report.ts';
import {
  DatabaseError,
  MAX_INTERVAL_MS,
  MAX_RETENTION_DAYS,
  MIN_INTERVAL_MS,
  MIN_RETENTION_DAYS,
  SetupError,
} from './settings.ts';

const USAGE =
  'usage: collect --api <service base URL> --out <directory> [--db <file>] [--interval <ms>] [--retention-days <n>]';

const command = commandLine(USAGE, {
  api: {},
  out: {},
  db: {},
  interval: { default: String(MIN_INTERVAL_MS) },
  'retention-days': { default: '30' },
});
const { values } = command;
// Declared with its type, so TypeScript knows a call to it ends the program.
const fail: (message: string) => never = command.fail;

const { api, out } = values;
if (!api || !/^https?:\/\//.test(api)) fail('--api must be the service base URL (http or https)');
if (!out) fail('--out must name the directory the history files go to');
const interval = wholeNumber(values.interval, MIN_INTERVAL_MS, MAX_INTERVAL_MS);
if (interval === null)
  fail(
    `--interval must be a whole number of milliseconds from ${MIN_INTERVAL_MS} to ${MAX_INTERVAL_MS}`,
  );
const retentionDays = wholeNumber(values['retention-days'], MIN_RETENTION_DAYS, MAX_RETENTION_DAYS);
if (retentionDays === null)
  fail(
    `--retention-days must be a whole number of days from ${MIN_RETENTION_DAYS} to ${MAX_RETENTION_DAYS}`,
  );

const outDir = resolve(out);
/**
 * Without --db: in the user's state directory, one file per output directory, never beside
 * --out (which may be inside a web root, as dist/history is).
 */
function defaultDb(): string {
  const state = process.env.XDG_STATE_HOME || join(homedir(), '.local', 'state');
  const key = createHash('sha256').update(outDir).digest('hex').slice(0, 12);
  return join(state, 'hs-ladder-collector', `history-${key}.duckdb`);
}
const db = resolve(values.db ?? defaultDb());

/**
 * A database that exists and cannot be opened: nothing published is touched, health.json says
 * why, and the operator is told what to do. Exit 2, which the unit does not restart.
 */
async function refuseDatabase(message: string): Promise<never> {
  const health = { at: Date.now(), ok: false, refused: message };
  await writeFileAtomic(join(outDir, HEALTH_FILE), JSON.stringify(health)).catch(() => {});
  console.error(
    `${message} Nothing published was touched. Restore the database from a backup, or move the file aside to start with an empty one: the published files keep every match they hold and new matches are added to them (docs/collector.md, "Backup and recovery").`,
  );
  process.exit(2);
}

let collector: Collector;
try {
  collector = await Collector.open({
    api,
    out: outDir,
    db,
    intervalMs: interval,
    retentionDays,
    version: pkg.version,
  });
} catch (error) {
  if (error instanceof DatabaseError) await refuseDatabase(error.message);
  if (error instanceof SetupError || error instanceof LockError) fail(error.message);
  const message = (error as Error).message.split('\n')[0] ?? '';
  fail(`Cannot start: ${message}`);
}
const stop = new AbortController();
// Kept for every signal: a second one (a process group signalled twice, tsx passing it on again)
// would otherwise find no handler and end the process in the middle of its last publish.
const onSignal = (signal: string) => {
  if (stop.signal.aborted) return console.log(`${signal}: already stopping`);
  console.log(`${signal}: publishing and stopping`);
  stop.abort();
};
process.on('SIGINT', () => onSignal('SIGINT'));
process.on('SIGTERM', () => onSignal('SIGTERM'));
// Said only once the handlers are in place: a signal sent on reading it is always handled.
console.log(
  `Collecting ${api} every ${interval / 1000} s into ${db}; publishing to ${outDir} (retention ${retentionDays} days)`,
);
try {
  await collector.run(stop.signal);
} finally {
  await collector.close();
}
console.log('Stopped.');
