// The collector's published files as `npm start` and `vite preview` serve them (HISTORY_DIR).
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The collector's published files, with the cache lifetimes and the compression
 * deploy/nginx.conf gives them: closed hours and days for ever, everything else revalidated;
 * gzip (nginx's default level, 1) from 512 bytes for a client that accepts it.
 */
export function serveHistory(dir: string, name: string, req: IncomingMessage, res: ServerResponse) {
  const file = resolve(dir, name);
  const path = relative(resolve(dir), file).split(sep).join('/');
  if (path === '..' || path.startsWith('../') || isAbsolute(path) || !path.endsWith('.json')) {
    res.writeHead(404).end();
    return;
  }
  Promise.all([stat(file), readFile(file)]).then(
    ([info, body]) => {
      const immutable = /^(hours|days)\//.test(path);
      // A validator as a static server's: an unchanged live.json or manifest costs a 304.
      const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      const headers = {
        'Content-Type': 'application/json',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        ETag: etag,
        Vary: 'Accept-Encoding',
      };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers).end();
        return;
      }
      if (body.length >= 512 && acceptsGzip(req.headers['accept-encoding'] ?? ''))
        res
          .writeHead(200, { ...headers, 'Content-Encoding': 'gzip' })
          .end(gzipSync(body, { level: 1 }));
      else res.writeHead(200, headers).end(body);
    },
    () => res.writeHead(404, { 'Cache-Control': 'no-cache' }).end(),
  );
}

/** Whether an Accept-Encoding header accepts gzip (named, or `*`, without `q=0`). */
function acceptsGzip(header: string): boolean {
  const codings = header.split(',').map((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { coding: coding.trim(), refused: q !== undefined && Number(q.slice(2)) === 0 };
  });
  const gzip = codings.find((c) => c.coding === 'gzip') ?? codings.find((c) => c.coding === '*');
  return gzip !== undefined && !gzip.refused;
}
