// A plain static file server for the static-only deployment tests: Debian's nginx with nothing
// but a root (no proxy, no rewrite, no header of ours), on a loopback port, logging each
// request's status so a test can count 304s. The dashboard's build is copied under a sub-path,
// its config.json pointed at the collector's files; the collector publishes into history/.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, makeWorldReadable, NGINX } from './nginx.ts';

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
): Promise<StaticHost> {
  if (!NGINX) throw new Error('nginx is not installed: sudo apt-get install -y nginx');
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
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  log_format statuses '$status $request_uri';
  access_log ${log} statuses;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  server {
    listen 127.0.0.1:${port};
    root ${root};
  }
}
`,
  );
  execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
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
