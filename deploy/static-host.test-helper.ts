// The static-only deployment for tests and benchmarks: a plain static file server (Debian's nginx
// with nothing but a root: no proxy, no rewrite, no header of ours) on a loopback port, logging
// each request's status so a test can count 304s; the dashboard's build copied under a
// sub-path, its config.json pointed at the collector's files; a collector publishing into
// history/ from a simulated service of its own, with hours of history backfilled first.
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { publishHistory } from '../collector/backfilled-history.test-helper.ts';
import { Collector } from '../collector/collector.ts';
import { createSimService, type SimService } from '../sim/service.ts';
import { HOUR } from '../src/domain/buckets.ts';
import { freePort, makeWorldReadable, runNginx } from './nginx-host.test-helper.ts';

export interface StaticHost {
  /** The dashboard's URL (the sub-path, with a trailing slash). */
  url: string;
  origin: string;
  /** Where the collector publishes (world-readable, under the served tree). */
  historyDir: string;
  /** Every request served so far: status and path. */
  requests: () => { status: number; path: string }[];
  stop: () => Promise<void>;
}

export async function staticHost(
  prefix: string,
  config: Record<string, unknown>,
  options: { gzip?: boolean } = {},
): Promise<StaticHost> {
  const dir = mkdtempSync(join(tmpdir(), 'ladder-static-'));
  // nginx's workers run as an unprivileged user when the tests run as root: everything they
  // serve must be world-readable, and the temporary directory itself enterable.
  chmodSync(dir, 0o755);
  const root = join(dir, 'www');
  const site = join(root, prefix);
  mkdirSync(site, { recursive: true });
  cpSync(resolve('dist'), site, { recursive: true });
  const shipped = JSON.parse(readFileSync(join(site, 'config.json'), 'utf8')) as object;
  writeFileSync(join(site, 'config.json'), JSON.stringify({ ...shipped, ...config }));
  const historyDir = join(site, 'history');
  mkdirSync(historyDir, { recursive: true });
  makeWorldReadable(root);
  const port = await freePort();
  const log = join(dir, 'access.log');
  const child = runNginx(
    dir,
    `log_format statuses '$status $request_uri';
  access_log ${log} statuses;
  ${options.gzip ? 'gzip on; gzip_types application/json application/javascript text/css;' : ''}
  server {
    listen 127.0.0.1:${port};
    root ${root};
  }`,
  );
  const origin = `http://127.0.0.1:${port}`;
  const url = `${origin}${prefix}/`;
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(url);
      break;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    origin,
    historyDir,
    requests: () =>
      readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [status, path] = line.split(' ');
          return { status: Number(status), path: path ?? '' };
        }),
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface StaticDeployment {
  host: StaticHost;
  /** The simulated service's origin: only the collector may ever ask it anything. */
  serviceOrigin: string;
  sim: SimService;
  startCollector: () => Promise<void>;
  stopCollector: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * A static host with `hours` of published history and a running collector polling a simulated
 * service (seed 42, `rate` matches a second) that continues the backfilled stream in real time.
 */
export async function staticDeployment(
  prefix: string,
  options: { hours: number; rate: number; gzip?: boolean },
): Promise<StaticDeployment> {
  // The collector's files must be readable by nginx's unprivileged workers, as its unit's umask.
  const umask = process.umask(0o022);
  const work = mkdtempSync(join(tmpdir(), 'ladder-static-db-'));
  const host = await staticHost(
    prefix,
    { liveSource: 'history', cardDataUrl: null, cardArtUrl: null },
    { gzip: options.gzip ?? false },
  );
  const db = join(work, 'history.duckdb');
  const now = Date.now();
  await publishHistory(host.historyDir, { rate: options.rate, hours: options.hours, db, now });
  const sim = createSimService({
    seed: 42,
    rate: options.rate,
    historyMs: Date.now() - (now - options.hours * HOUR),
  });
  const server: Server = createServer((req, res) => sim.handle(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const serviceOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let running: { stop: () => Promise<void> } | null = null;
  const startCollector = async () => {
    if (running) return;
    const c = await Collector.open({
      api: `${serviceOrigin}/`,
      out: host.historyDir,
      db,
      log: () => {},
    });
    const abort = new AbortController();
    const loop = c.run(abort.signal);
    running = {
      stop: async () => {
        abort.abort();
        await loop;
        await c.close();
      },
    };
  };
  const stopCollector = async () => {
    await running?.stop();
    running = null;
  };
  await startCollector();
  return {
    host,
    serviceOrigin,
    sim,
    startCollector,
    stopCollector,
    stop: async () => {
      await stopCollector();
      await host.stop();
      await new Promise<void>((r) => server.close(() => r()));
      rmSync(work, { recursive: true, force: true });
      process.umask(umask);
    },
  };
}
