// The layer rules in biome.json, checked on small probe files: a copy of the configuration in a
// temporary project, a probe at each layer's path importing across it, one Biome run with its
// JSON report. Each crossing and an import cycle must be refused and the allowed direction must
// pass, so a rule switched off or misspelt fails here.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

const importing = (from: string) => `import * as probe from '${from}';\nexport const x = probe;\n`;

// [where the probe sits, what it imports]: each must be refused.
const crossings: [string, string][] = [
  ['src/domain/probe.ts', '../runtime/runtime.ts'],
  ['src/domain/probe.ts', 'react'],
  ['src/api/probe.ts', '../runtime/use-store.ts'],
  ['src/runtime/probe.ts', '../features/win-rates/class-section.tsx'],
  ['src/components/probe.tsx', '../runtime/use-store.ts'],
  ['src/hooks/probe.ts', '../api/queries.ts'],
  ['src/features/wall/probe.tsx', '../win-rates/class-section.tsx'],
  ['src/features/wall/probe.tsx', '../../app/app.tsx'],
  ['collector/probe.ts', '../src/runtime/runtime.ts'],
  ['collector/probe.ts', '../sim/service.ts'],
  ['collector/probe.ts', '../src/api/queries.ts'],
  ['collector/probe.ts', '@tanstack/react-query'],
  ['sim/probe.ts', '../src/domain/buckets.ts'],
  ['bench/probe.ts', '../e2e/fixtures.ts'],
  ['e2e/probe.ts', '../bench/preview.ts'],
];

// The allowed direction of the same layers passes.
const allowed: [string, string][] = [
  ['src/api/probe.ts', '../domain/buckets.ts'],
  ['src/features/wall/probe.tsx', '../../runtime/use-store.ts'],
  ['collector/probe.ts', '../src/domain/buckets.ts'],
  ['collector/probe.ts', '../src/api/service.ts'],
  ['bench/probe.ts', '../collector/backfilled-history.test-helper.ts'],
];

// Two files that import each other.
const cycle: [string, string][] = [
  ['src/domain/cycle-a.ts', "import { b } from './cycle-b.ts';\nexport const a = () => b;\n"],
  ['src/domain/cycle-b.ts', "import { a } from './cycle-a.ts';\nexport const b = () => a;\n"],
];

interface Diagnostic {
  category: string;
  location: { path: string };
}

let dir = '';
let diagnostics: Diagnostic[] = [];
const rulesAt = (path: string) =>
  diagnostics.filter((d) => d.location.path === path).map((d) => d.category);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lint-rules-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  const files: [string, string][] = [
    ...crossings.map(([path, from], i): [string, string] => [
      probePath(path, `x${i}`),
      importing(from),
    ]),
    ...allowed.map(([path, from], i): [string, string] => [
      probePath(path, `ok${i}`),
      importing(from),
    ]),
    ...cycle,
  ];
  for (const [path, source] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  let report: string;
  try {
    report = execFileSync(biome, ['lint', '--reporter=json', '--colors=off', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    // Biome exits non-zero when it finds errors, which is what most probes are for.
    report = (error as { stdout: string }).stdout;
  }
  diagnostics = (JSON.parse(report) as { diagnostics: Diagnostic[] }).diagnostics;
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The probe's own file name in the layer's folder: probe-x3.ts. */
function probePath(path: string, tag: string): string {
  return path.replace(/probe(\.tsx?)$/, `probe-${tag}$1`);
}

describe('biome.json layer rules', () => {
  it.each(crossings.map(([path, from], i) => [path, from, i] as const))(
    'refuses %s importing %s',
    (path, _from, i) => {
      expect(rulesAt(probePath(path, `x${i}`))).toContain('lint/style/noRestrictedImports');
    },
  );

  it.each(allowed.map(([path, from], i) => [path, from, i] as const))(
    'lets %s import %s',
    (path, _from, i) => {
      expect(rulesAt(probePath(path, `ok${i}`))).toEqual([]);
    },
  );

  it('refuses an import cycle', () => {
    expect(rulesAt('src/domain/cycle-a.ts')).toContain('lint/suspicious/noImportCycles');
    expect(rulesAt('src/domain/cycle-b.ts')).toContain('lint/suspicious/noImportCycles');
  });
});
