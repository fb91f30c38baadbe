// Runs Debian's nginx with deploy/nginx.conf in front of an in-process simulated service, on
// loopback ports, for the deployment tests. Everything lives in a temporary directory.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
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
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import { createServer as createTlsServer, request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  type PublishedHistory,
  publishHistory,
} from '../collector/backfilled-history.test-helper.ts';
import { PROFILES, type SimProfile } from '../sim/profiles.ts';
import { createSimService, type SimService } from '../sim/service.ts';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** A throwaway self-signed certificate for 127.0.0.1 (openssl), in `dir`. */
function selfSigned(dir: string, name: string): { cert: string; key: string } {
  const cert = join(dir, `${name}.crt`);
  const key = join(dir, `${name}.key`);
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2'],
      ...['-keyout', key, '-out', cert, '-subj', `/CN=127.0.0.1 ${name}`],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/** Base64 SHA-256 of the certificate's public key: what Chromium's SPKI allow list takes. */
function spkiFingerprint(cert: string): string {
  const der = execFileSync('openssl', ['x509', '-in', cert, '-pubkey', '-noout']);
  const key = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: der });
  return createHash('sha256').update(key).digest('base64');
}

export type TestFetch = (
  url: string,
  init?: { method?: string; headers?: Record<string, string> },
) => Promise<Response>;

/** fetch() for the deployment: trusts its certificate, follows no redirect, reads the whole body. */
function fetchTrusting(ca: string): TestFetch {
  return (url, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const send = url.startsWith('https:') ? httpsRequest : httpRequest;
      const req = send(url, { method: init.method ?? 'GET', headers: init.headers, ca }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers))
            for (const one of [v ?? []].flat()) headers.append(k, one);
          const status = res.statusCode ?? 500;
          const empty = [204, 304].includes(status) || init.method === 'HEAD';
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
        });
      });
      req.on('error', reject);
      req.end();
    });
}

async function waitForPort(get: TestFetch, url: string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      await get(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nothing answered at ${url}`);
}

export function makeWorldReadable(path: string): void {
  chmodSync(path, 0o755);
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) makeWorldReadable(child);
    else chmodSync(child, 0o644);
  }
}

/**
 * Starts Debian's nginx with `http` (directives inside `http {}`) in `dir`, after its own check
 * of the configuration (a template as deployed must pass it): every path of its own in `dir`.
 */
export function runNginx(dir: string, http: string): ChildProcess {
  if (!NGINX) throw new Error('nginx is not installed: sudo apt-get install -y nginx');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  ${http}
}
`,
  );
  execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
  return spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export interface Deployment {
  /** The dashboard's URL over HTTPS (with the sub-path and a trailing slash). */
  url: string;
  origin: string;
  /** The same server's plain HTTP origin, which redirects to `origin`. */
  httpOrigin: string;
  /** fetch() that trusts the deployment's throwaway certificate. */
  fetch: TestFetch;
  /** The certificate's SPKI fingerprint, for a browser that must trust it (a service worker). */
  spki: string;
  sim: SimService;
  /** Every request the stand-in upstream received: its URL and headers. */
  upstreamSaw: { url: string; headers: IncomingHttpHeaders }[];
  /** Requests that reached the card-art origin (whose certificate nginx must refuse). */
  cardArtRequests: () => number;
  history: PublishedHistory;
  stop: () => Promise<void>;
}

/**
 * The dashboard as deploy/nginx.conf serves it (HTTPS, HTTP/2, gzip) in front of the simulated
 * service and a day of published history, both at the `profile`'s rate (the demo ladder unless
 * told: `real` is what a deployment reads).
 */
export async function deploy(
  prefix = '/ladder',
  options: { profile?: SimProfile } = {},
): Promise<Deployment> {
  if (!NGINX) throw new Error('nginx is not installed: sudo apt-get install -y nginx');
  const profile = options.profile ?? 'demo';
  const sim = createSimService({ seed: 42, profile });
  // The stand-in for the real service, a Django REST Framework app: it sets a session cookie,
  // and answers its browsable HTML page to ?format=api or Accept: text/html.
  const upstreamSaw: Deployment['upstreamSaw'] = [];
  const simServer: Server = createServer((req, res) => {
    upstreamSaw.push({ url: req.url ?? '', headers: req.headers });
    res.setHeader('Set-Cookie', 'sessionid=upstream-secret; HttpOnly');
    const query = new URL(req.url ?? '/', 'http://upstream').searchParams;
    if (query.get('format') === 'api' || /text\/html/.test(req.headers.accept ?? '')) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<html><body>Django REST framework</body></html>');
      return;
    }
    sim.handle(req, res);
  });
  await new Promise<void>((r) => simServer.listen(0, '127.0.0.1', r));
  const simPort = (simServer.address() as AddressInfo).port;
  const port = await freePort();
  const httpPort = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'ladder-nginx-'));
  const site = selfSigned(dir, 'site');
  // nginx trusts only this one (not the card origin's): a stand-in for the system CA bundle.
  const trusted = selfSigned(dir, 'trusted');
  // The card-art origin, over HTTPS with a certificate nobody trusts: nginx must refuse it.
  const cards = selfSigned(dir, 'cards');
  let cardArtRequests = 0;
  const cardServer = createTlsServer(
    { cert: readFileSync(cards.cert), key: readFileSync(cards.key) },
    (_req, res) => {
      cardArtRequests++;
      res.writeHead(200, { 'Content-Type': 'application/javascript' });
      res.end('window.__fromCardOrigin = 1;');
    },
  );
  await new Promise<void>((r) => cardServer.listen(0, '127.0.0.1', r));
  const cardPort = (cardServer.address() as AddressInfo).port;
  // nginx's workers run as an unprivileged user when the tests run as root: they can neither
  // enter a checkout under a private directory (a home or a `mktemp -d`) nor write to ours. So
  // they get a world-readable copy of dist/ and a directory they may write their cache into.
  chmodSync(dir, 0o777);
  const dist = join(dir, 'dist');
  cpSync(resolve('dist'), dist, { recursive: true });
  makeWorldReadable(dist);
  const historyDir = join(dir, 'history');
  const history = await publishHistory(
    historyDir,
    profile === 'real' ? { rate: PROFILES.real.rate } : {},
  );
  // A running collector's lock, as a readable file: the deployment must not serve it.
  writeFileSync(join(historyDir, '.collector.lock'), '4242:1@collector-host');
  makeWorldReadable(historyDir);
  const vars: Record<string, string> = {
    LISTEN: `127.0.0.1:${port}`,
    HTTP_LISTEN: `127.0.0.1:${httpPort}`,
    PUBLIC_ORIGIN: `https://127.0.0.1:${port}`,
    TLS_CERT: site.cert,
    TLS_KEY: site.key,
    PREFIX: prefix,
    DIST_DIR: dist,
    UPSTREAM: `http://127.0.0.1:${simPort}`,
    UPSTREAM_HOST: `127.0.0.1:${simPort}`,
    RESOLVER: '127.0.0.1',
    CA_BUNDLE: trusted.cert,
    CACHE_DIR: join(dir, 'cache'),
    CATALOGUE_CACHE: '10m',
    // The card data proxy fetches from the simulation, which serves HearthstoneJSON's paths.
    CARD_DATA_ORIGIN: `http://127.0.0.1:${simPort}`,
    CARD_ART_ORIGIN: `https://127.0.0.1:${cardPort}`,
    HISTORY_DIR: historyDir,
  };
  const conf = readFileSync('deploy/nginx.conf', 'utf8').replace(
    /\$\{(\w+)\}/g,
    (_, name: string) => {
      const value = vars[name];
      if (value === undefined)
        throw new Error(`deploy/nginx.conf uses an unknown variable ${name}`);
      return value;
    },
  );
  writeFileSync(join(dir, 'site.conf'), conf);
  const child = runNginx(dir, `access_log off;\n  include ${join(dir, 'site.conf')};`);
  const origin = `https://127.0.0.1:${port}`;
  const get = fetchTrusting(readFileSync(site.cert, 'utf8'));
  await waitForPort(get, `${origin}${prefix}/`);
  return {
    url: `${origin}${prefix}/`,
    origin,
    httpOrigin: `http://127.0.0.1:${httpPort}`,
    fetch: get,
    spki: spkiFingerprint(site.cert),
    sim,
    upstreamSaw,
    cardArtRequests: () => cardArtRequests,
    history,
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((r) => child.once('exit', r));
      await new Promise<void>((r) => simServer.close(() => r()));
      await new Promise<void>((r) => cardServer.close(() => r()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
