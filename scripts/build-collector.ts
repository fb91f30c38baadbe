// `npm run build:collector [-- <directory>]`: the collector as plain JavaScript for production,
// in build/collector/ (or <directory>): cli.mjs and export.mjs, bundled by Vite with everything
// but DuckDB (a native package), and a package.json that lists DuckDB alone. On the server,
// `npm install --omit=dev --ignore-scripts` there installs that one package; no TypeScript
// tooling, no dev dependencies, no install scripts.
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import pkg from '../package.json' with { type: 'json' };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const NATIVE = '@duckdb/node-api';

/** Builds the collector into `outDir`; returns the directory. */
export async function buildCollector(outDir = join(root, 'build', 'collector')): Promise<string> {
  const out = resolve(outDir);
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    ssr: { noExternal: true, external: [NATIVE] },
    build: {
      ssr: true,
      outDir: out,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: {
        input: {
          cli: join(root, 'collector/cli.ts'),
          export: join(root, 'collector/export.ts'),
        },
        output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name].mjs' },
      },
    },
  });
  const release = {
    name: 'hs-ladder-collector',
    version: pkg.version,
    private: true,
    type: 'module',
    description: 'The Ladder Live history collector, built from the dashboard repository',
    engines: pkg.engines,
    dependencies: { [NATIVE]: pkg.dependencies[NATIVE] },
  };
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(release, null, 2)}\n`);
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = await buildCollector(process.argv[2]);
  console.log(`Built the collector into ${out}`);
}
