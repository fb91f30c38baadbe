// `npm run collect -- --api <service base URL> --out <directory> [--db <file>]
//  [--interval <ms>] [--retention-days <n>]`: polls the service and publishes history files
// into <directory> until SIGINT or SIGTERM.
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pkg from '../package.json' with { type: 'json' };
import { Collector, MIN_INTERVAL_MS } from './collector.ts';

const USAGE =
  'usage: npm run collect -- --api <service base URL> --out <directory> [--db <file>] [--interval <ms>] [--retention-days <n>]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let values: Record<string, string | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      api: { type: 'string' },
      out: { type: 'string' },
      db: { type: 'string' },
      interval: { type: 'string', default: String(MIN_INTERVAL_MS) },
      'retention-days': { type: 'string', default: '30' },
    },
  }));
} catch (error) {
  fail((error as Error).message);
}

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
