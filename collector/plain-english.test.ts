// The collector runs its TypeScript as it is (tsx), without the Babel step that turns Lingui's
// macros into catalogue look-ups: no module it loads may import one. Its log lines stay English.
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runtimeGraph, usesMacros } from '../scripts/import-graph.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

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
      .filter(([, text]) => usesMacros(text))
      .map(([file]) => relative(ROOT, file));
    expect(withMacros).toEqual([]);
  });
});
