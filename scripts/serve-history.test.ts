import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveHistory } from './serve-history.ts';

const hour = JSON.stringify({ pairs: Array.from({ length: 200 }, (_, i) => [i, i + 1, 3, 2]) });
const manifest = '{"asOf":1}';

describe('history files as the preview serves them', () => {
  let dir: string;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'serve-history-'));
    writeFileSync(join(root, 'secret.json'), '{"secret":true}');
    dir = join(root, 'published');
    mkdirSync(join(dir, 'hours'), { recursive: true });
    writeFileSync(join(dir, 'hours', '2026-11-27T10.json'), hour);
    writeFileSync(join(dir, 'manifest.json'), manifest);
    // Given with a trailing slash, as an operator may write HISTORY_DIR.
    server = createServer((req, res) =>
      serveHistory(`${dir}/`, (req.url ?? '/').slice(1), req, res),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    rmSync(join(dir, '..'), { recursive: true, force: true });
  });

  /** The raw answer: status, headers and the bytes as sent (not decoded). */
  const fetchRaw = (name: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        // The path as given (a URL would resolve its dot segments before sending it).
        get({ host: '127.0.0.1', port, path: `/${name}`, headers }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(parts),
            }),
          );
        }).on('error', reject);
      },
    );

  it('gzips a file of 512 bytes or more for a client that accepts it, as nginx does', async () => {
    expect(hour.length).toBeGreaterThan(512);
    const answer = await fetchRaw('hours/2026-11-27T10.json', { 'Accept-Encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.length).toBeLessThan(hour.length / 2);
    expect(gunzipSync(answer.body).toString('utf8')).toBe(hour);
  });

  it('sends the file as it is to a client that does not accept gzip, and a small file always', async () => {
    const plain = await fetchRaw('hours/2026-11-27T10.json', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(hour);
    const small = await fetchRaw('manifest.json', { 'Accept-Encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['cache-control']).toBe('no-cache');
    expect(small.body.toString('utf8')).toBe(manifest);
  });

  it('sends the file as it is to a client that refuses gzip (q=0)', async () => {
    for (const refusal of ['gzip;q=0, br', '*;q=0', 'br, gzip; q=0']) {
      const answer = await fetchRaw('hours/2026-11-27T10.json', { 'Accept-Encoding': refusal });
      expect(answer.headers['content-encoding'], refusal).toBeUndefined();
      expect(answer.body.toString('utf8')).toBe(hour);
    }
    const any = await fetchRaw('hours/2026-11-27T10.json', { 'Accept-Encoding': '*' });
    expect(any.headers['content-encoding']).toBe('gzip');
  });

  it('gives a long cache life to closed hours only, however the path is written', async () => {
    const sneaky = await fetchRaw('hours/../manifest.json', {});
    expect(sneaky.status).toBe(200);
    expect(sneaky.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unchanged file with 304 (no body, no encoding) and nothing outside the directory', async () => {
    const first = await fetchRaw('hours/2026-11-27T10.json', { 'Accept-Encoding': 'gzip' });
    const again = await fetchRaw('hours/2026-11-27T10.json', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.body.length).toBe(0);
    expect((await fetchRaw('../secret.json', {})).status).toBe(404);
    expect((await fetchRaw('hours/missing.json', {})).status).toBe(404);
  });
});
