// `npm run collect -- --api <service base URL> --out <directory> [--db <file>]
//  [--interval <ms>] [--retention-days <n>]`: polls the service and publishes history files
// into <directory> until SIGINT or SIGTERM.
import { dirname, join, resolve } from 'node:path';
import pkg from '../package.json' with { type: 'json' };
import { Collector, MIN_INTERVAL_MS } from './collector.ts';
import { commandLine } from './command-line.ts';

const USAGE =
  'usage: npm run collect -- --api <service base URL> --out <directory> [--db <file>] [--interval <ms>] [--retention-days <n>]';

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
const interval = Number(values.interval);
if (!Number.isInteger(interval) || interval < MIN_INTERVAL_MS)
  fail(`--interval must be a whole number of milliseconds, at least ${MIN_INTERVAL_MS}`);
const retentionDays = Number(values['retention-days']);
if (!Number.isFinite(retentionDays) || retentionDays < 1)
  fail('--retention-days must be a number of days, at least 1');

const outDir = resolve(out);
// Beside the published directory, never inside it: the database is not for the public.
const db = resolve(values.db ?? join(dirname(outDir), 'history.duckdb'));

const collector = await Collector.open({
  api,
  out: outDir,
  db,
  intervalMs: interval,
  retentionDays,
  version: pkg.version,
});
console.log(
  `Collecting ${api} every ${interval / 1000} s into ${db}; publishing to ${outDir} (retention ${retentionDays} days)`,
);
const stop = new AbortController();
const onSignal = (signal: string) => {
  console.log(`${signal}: publishing and stopping`);
  stop.abort();
};
process.once('SIGINT', () => onSignal('SIGINT'));
process.once('SIGTERM', () => onSignal('SIGTERM'));
try {
  await collector.run(stop.signal);
} finally {
  collector.close();
}
console.log('Stopped.');
