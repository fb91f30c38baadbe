// The collector as it is deployed (tests only): built to JavaScript by scripts/build-collector.ts
// into a temporary directory whose node_modules holds DuckDB's packages alone, so any other
// package the bundle still needed would fail to load, as it would on the server.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCollector } from '../scripts/build-collector.ts';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Builds the collector into `<dir>/collector`; returns the paths of its two commands. */
export async function builtCollector(dir: string): Promise<{ cli: string; exporter: string }> {
  const out = await buildCollector(join(dir, 'collector'));
  const scope = join(out, 'node_modules', '@duckdb');
  mkdirSync(scope, { recursive: true });
  for (const name of readdirSync(join(repoRoot, 'node_modules', '@duckdb'))) {
    symlinkSync(join(repoRoot, 'node_modules', '@duckdb', name), join(scope, name));
  }
  return { cli: join(out, 'cli.mjs'), exporter: join(out, 'export.mjs') };
}

/** An HTTP server on a loopback port for `handler`: its base URL and a way to stop it. */
export async function serveOnLoopback(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Resolves with the exit code once the child has ended. */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Waits for a condition (never a fixed sleep), failing after `ms` with what it waited for. */
export async function until(check: () => boolean, what: string, ms = 45_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
