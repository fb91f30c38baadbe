// The collector runs its TypeScript as it is (tsx), without the Babel step that turns Lingui's
// macros into catalogue look-ups: no module it loads may import one. Its log lines stay English.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Relative imports that load a module when it runs (`import type` loads nothing). */
const RUNTIME_IMPORT = /^(?:import(?!\s+type\b)|export(?!\s+type\b))[^;]*?from\s+'(\.[^']+)'/gms;

function runtimeGraph(entries: string[]): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    for (const [, spec] of text.matchAll(RUNTIME_IMPORT))
      visit(normalize(join(dirname(file), spec as string)));
  };
  for (const entry of entries) visit(entry);
  return seen;
}

describe("the collector's modules", () => {
  const entries = readdirSync(join(ROOT, 'collector'))
    .filter((f) => f.endsWith('.ts') && !f.includes('.test'))
    .map((f) => join(ROOT, 'collector', f));
  const graph = runtimeGraph(entries);

  it('reach into the dashboard for the feed and the file formats (the graph is read)', () => {
    const files = [...graph.keys()].map((f) => relative(ROOT, f));
    expect(files).toContain('src/api/service.ts');
    expect(files).toContain('src/domain/format.ts');
  });

  it('import no Lingui macro', () => {
    const withMacros = [...graph]
      .filter(([, text]) => /from\s+'@lingui\/[a-z]+\/macro'/.test(text))
      .map(([file]) => relative(ROOT, file));
    expect(withMacros).toEqual([]);
  });
});
