// The collector's published files as `npm start` and `vite preview` serve them (HISTORY_DIR).
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The collector's published files, with the cache lifetimes and the compression
 * deploy/nginx.conf gives them: closed hours and days for ever, everything else revalidated;
 * gzip (nginx's default level, 1) from 512 bytes for a client that accepts it.
 */
export function serveHistory(dir: string, name: string, req: IncomingMessage, res: ServerResponse) {
  const file = normalize(join(dir, name));
  if (!file.startsWith(normalize(dir) + sep) || !name.endsWith('.json')) {
    res.writeHead(404).end();
    return;
  }
  Promise.all([stat(file), readFile(file)]).then(
    ([info, body]) => {
      const immutable = /^(hours|days)\//.test(name);
      // A validator as a static server's: an unchanged live.json or manifest costs a 304.
      const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      const gzip = body.length >= 512 && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      const headers = {
        'Content-Type': 'application/json',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        ETag: etag,
        Vary: 'Accept-Encoding',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      };
      if (req.headers['if-none-match'] === etag) res.writeHead(304, headers).end();
      else res.writeHead(200, headers).end(gzip ? gzipSync(body, { level: 1 }) : body);
    },
    () => res.writeHead(404, { 'Cache-Control': 'no-cache' }).end(),
  );
}
