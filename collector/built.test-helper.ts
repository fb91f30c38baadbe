// The collector as it is deployed (tests only): built to JavaScript by scripts/build-collector.ts
// into a temporary directory whose node_modules holds DuckDB's packages alone, so any other
// package the bundle still needed would fail to load, as it would on the server.
import { mkdirSync, readdirSync, symlinkSync } from 'node:fs';
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
