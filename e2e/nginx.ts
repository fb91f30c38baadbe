// Runs Debian's nginx with deploy/nginx.conf in front of an in-process simulated service, on
// loopback ports, for the deployment tests. Everything lives in a temporary directory.
import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createSimService, type SimService } from '../sim/service.ts';
import { type PublishedHistory, publishHistory } from './history-fixture.ts';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

async function waitForPort(url: string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nothing answered at ${url}`);
}

function makeWorldReadable(path: string): void {
  chmodSync(path, 0o755);
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) makeWorldReadable(child);
    else chmodSync(child, 0o644);
  }
}

export interface Deployment {
  /** The dashboard's URL (with the sub-path and a trailing slash). */
  url: string;
  origin: string;
  sim: SimService;
  history: PublishedHistory;
  stop: () => Promise<void>;
}

export async function deploy(prefix = '/ladder'): Promise<Deployment> {
  if (!NGINX) throw new Error('nginx is not installed: sudo apt-get install -y nginx');
  const sim = createSimService({ seed: 42, rate: 2 });
  const simServer: Server = createServer((req, res) => sim.handle(req, res));
  await new Promise<void>((r) => simServer.listen(0, '127.0.0.1', r));
  const simPort = (simServer.address() as AddressInfo).port;
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'ladder-nginx-'));
  // nginx's workers run as an unprivileged user when the tests run as root: they can neither
  // enter a checkout under a private directory (a home or a `mktemp -d`) nor write to ours. So
  // they get a world-readable copy of dist/ and a directory they may write their cache into.
  chmodSync(dir, 0o777);
  const dist = join(dir, 'dist');
  cpSync(resolve('dist'), dist, { recursive: true });
  makeWorldReadable(dist);
  const historyDir = join(dir, 'history');
  const history = await publishHistory(historyDir);
  // A running collector's lock, as a readable file: the deployment must not serve it.
  writeFileSync(join(historyDir, '.collector.lock'), '4242:1@collector-host');
  makeWorldReadable(historyDir);
  const vars: Record<string, string> = {
    LISTEN: `127.0.0.1:${port}`,
    PREFIX: prefix,
    DIST_DIR: dist,
    UPSTREAM: `http://127.0.0.1:${simPort}`,
    UPSTREAM_HOST: `127.0.0.1:${simPort}`,
    CACHE_DIR: join(dir, 'cache'),
    CATALOGUE_CACHE: '10m',
    // The card data proxy fetches from the simulation, which serves HearthstoneJSON's paths.
    CARD_DATA_ORIGIN: `http://127.0.0.1:${simPort}`,
    CARD_ART_ORIGIN: `http://127.0.0.1:${simPort}`,
    HISTORY_DIR: historyDir,
  };
  const site = readFileSync('deploy/nginx.conf', 'utf8').replace(
    /\$\{(\w+)\}/g,
    (_, name: string) => {
      const value = vars[name];
      if (value === undefined)
        throw new Error(`deploy/nginx.conf uses an unknown variable ${name}`);
      return value;
    },
  );
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  include ${join(dir, 'site.conf')};
}
`,
  );
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitForPort(`${origin}${prefix}/`);
  return {
    url: `${origin}${prefix}/`,
    origin,
    sim,
    history,
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((r) => child.once('exit', r));
      await new Promise<void>((r) => simServer.close(() => r()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
