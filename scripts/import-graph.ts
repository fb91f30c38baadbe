// The modules a set of entry modules loads when they run: relative static imports followed,
// `import type` and dynamic `import()` not (they load nothing, or load later).
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const RUNTIME_IMPORT =
  /^(?:import(?!\s+type\b)|export(?!\s+type\b))(?:[^;]*?from\s+|\s+)'(\.[^']+)'/gms;

/** Each module reached, by absolute path, with its text. */
export function runtimeGraph(entries: string[]): Map<string, string> {
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

/** Whether a module's text imports one of Lingui's macros (its words are catalogue messages). */
export const usesMacros = (text: string) => /from\s+'@lingui\/[a-z]+\/macro'/.test(text);
