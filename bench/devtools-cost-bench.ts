// What a DevTools session costs the page's renderer, apart from the page: a page polls a feed-sized
// JSON (201 entries, about 65 KB) as fast as it can, in a Chromium driven over its DevTools pipe,
// with no session on the page, with a session that has the Network domain enabled (as Playwright's
// has on every page it drives: the week soak's), and with the feed also answered through the
// Fetch domain (as the week soak's `page.route` answers it). A memory dump of the renderer
// (bench/renderer-memory.ts) after 2,000 and 6,000 fetches gives each allocator's size and its
// growth per fetch: what the week soak's renderer figures owe to the bench, not to the app.
//
//   npx tsx --tsconfig tsconfig.run.json bench/devtools-cost-bench.ts [fetches=6000]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium.ts';
import { type BrowserSession, type RendererMemory, rendererMemory } from './renderer-memory.ts';

const FIGURES = ['blink_gc', 'partition_alloc/partitions/buffer', 'malloc', 'v8'] as const;

/** A DevTools client over Chromium's pipe (`--remote-debugging-pipe`: messages end in NUL). */
function pipeSession(toBrowser: Writable, fromBrowser: Readable) {
  let id = 0;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const listeners = new Map<string, Set<(payload: never) => void>>();
  let buffered = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk: string) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end)) as {
        id?: number;
        method?: string;
        params?: never;
        result?: unknown;
        error?: { message: string };
      };
      buffered = buffered.slice(end + 1);
      const waiting = message.id !== undefined ? pending.get(message.id) : undefined;
      if (waiting && message.id !== undefined) {
        pending.delete(message.id);
        if (message.error) waiting.reject(new Error(message.error.message));
        else waiting.resolve(message.result);
      } else if (message.method)
        for (const listener of listeners.get(message.method) ?? [])
          listener(message.params as never);
    }
  });
  const session = (sessionId?: string): BrowserSession => ({
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        id++;
        pending.set(id, { resolve, reject });
        toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
      }),
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    off: (event, listener) => listeners.get(event)?.delete(listener),
  });
  return session;
}

/**
 * What the page's DevTools session does: nothing (no session), enable the Network domain, or
 * also answer the feed itself through the Fetch domain (as the week soak's `page.route` does).
 */
type Session = 'none' | 'network' | 'network+fetch';

/** One Chromium, one page polling the server; dumps after each count of fetches in `at`. */
async function run(kind: Session, at: readonly number[]) {
  const entry = { id: '', players: 'x'.repeat(300) };
  const body = JSON.stringify({
    data: Array.from({ length: 201 }, (_, i) => ({ ...entry, id: String(i) })),
  });
  let fetches = 0;
  const server = createServer((request, response) => {
    if (request.url === '/feed.json') {
      fetches++;
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(body);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      `<p id="n">0</p><script>let n=0;(async function poll(){const r=await fetch('/feed.json');const j=await r.json();document.getElementById('n').textContent=++n+' '+j.data.length;setTimeout(poll,5)})()</script>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const profile = mkdtempSync(join(tmpdir(), 'devtools-cost-'));
  const executable = findChromium()?.executablePath ?? '/usr/bin/chromium';
  const chrome = spawn(
    executable,
    [
      ...CHROMIUM_ARGS,
      '--headless',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const session = pipeSession(chrome.stdio[3] as Writable, chrome.stdio[4] as Readable);
  const browser = session();
  const dumps: { fetches: number; memory: RendererMemory | null }[] = [];
  try {
    const { targetId } = (await browser.send('Target.createTarget', {
      url: `http://127.0.0.1:${port}/`,
    })) as { targetId: string };
    if (kind !== 'none') {
      const { sessionId } = (await browser.send('Target.attachToTarget', {
        targetId,
        flatten: true,
      })) as { sessionId: string };
      const page = session(sessionId);
      await page.send('Network.enable');
      if (kind === 'network+fetch') {
        const encoded = Buffer.from(body).toString('base64');
        page.on('Fetch.requestPaused', (paused: { requestId: string }) => {
          fetches++;
          void page.send('Fetch.fulfillRequest', {
            requestId: paused.requestId,
            responseCode: 200,
            responseHeaders: [{ name: 'content-type', value: 'application/json' }],
            body: encoded,
          });
        });
        await page.send('Fetch.enable', { patterns: [{ urlPattern: '*/feed.json' }] });
      }
    }
    for (const count of at) {
      while (fetches < count) await sleep(100);
      dumps.push({ fetches, memory: await rendererMemory(browser) });
    }
  } finally {
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    chrome.kill();
    if (chrome.exitCode === null) await exited;
    server.close();
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
  return dumps;
}

export async function devtoolsCostBench(fetches: number, log: (line: string) => void) {
  const at = [Math.round(fetches / 3), fetches];
  const names: Record<Session, string> = {
    none: 'no DevTools session',
    network: 'with Network enabled',
    'network+fetch': 'with Network enabled and the feed answered through Fetch',
  };
  for (const kind of ['none', 'network', 'network+fetch'] as const) {
    const dumps = await run(kind, at);
    const name = names[kind];
    for (const { fetches: n, memory } of dumps)
      log(
        `${name}, after ${n} fetches: ${FIGURES.map((k) => `${k} ${memory?.allocatorsMb[k] ?? '?'} MB`).join(', ')}`,
      );
    const [first, last] = dumps;
    if (first?.memory && last?.memory) {
      const perFetch = (k: string) =>
        ((((last.memory?.allocatorsMb[k] ?? 0) - (first.memory?.allocatorsMb[k] ?? 0)) * 1024) /
          (last.fetches - first.fetches)) as number;
      log(
        `${name}, growth per fetch from ${first.fetches} to ${last.fetches}: ${FIGURES.map((k) => `${k} ${perFetch(k).toFixed(2)} KB`).join(', ')}`,
      );
    }
  }
}

if (process.argv[1]?.endsWith('devtools-cost-bench.ts')) {
  await devtoolsCostBench(Number(process.argv[2] ?? 6000), console.log);
}
