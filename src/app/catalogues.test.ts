// The live list starts with the shell's messages only ("common"): a module whose messages are in
// the "screens" catalogue (lingui.config.ts SHARED_BY_SCREENS), loaded with the other screens,
// would show message ids there instead of words.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHARED_BY_SCREENS } from '../../lingui.config.ts';
import { runtimeGraph, usesMacros } from '../../scripts/import-graph.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const liveStart = runtimeGraph(
  ['src/app/main.tsx', 'src/features/live-matches/live-panel.tsx'].map((f) => join(ROOT, f)),
);
const files = [...liveStart.keys()].map((f) => relative(ROOT, f));
const shared = (file: string) =>
  SHARED_BY_SCREENS.some((path) => file === path || file.startsWith(`${path}/`));

describe("the live list's start-up", () => {
  it('is read whole: the shell, the list and the words they use', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'src/app/layout.tsx',
        'src/features/live-matches/live-list.tsx',
        'src/domain/error-text.ts',
      ]),
    );
  });

  it('loads no module whose messages are only in the screens catalogue', () => {
    expect(files.filter(shared)).toEqual([]);
  });

  it('names only modules that exist, each file one with messages', () => {
    for (const path of SHARED_BY_SCREENS) {
      const at = join(ROOT, path);
      expect(existsSync(at), path).toBe(true);
      if (statSync(at).isFile()) expect(usesMacros(readFileSync(at, 'utf8')), path).toBe(true);
    }
  });
});
