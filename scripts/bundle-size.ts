// Measures the production build's JavaScript, gzipped: what the first screen (#/live) needs
// (the classic scripts of index.html, the entry and its static imports from Vite's manifest, and
// the largest language's messages), each language's messages, and everything there is.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface BundleSizes {
  /** KB gzip of the JS loaded to show #/live, in the language whose messages weigh most. */
  liveKb: number;
  /** KB gzip of each language's shell messages (what #/live loads), by tag. */
  messagesKb: Record<string, number>;
  /** KB gzip of each language's messages, every screen's together, by tag. */
  allMessagesKb: Record<string, number>;
  /** KB gzip of the largest single catalogue chunk. */
  largestCatalogueKb: number;
  /** KB gzip of all JS a viewer can load: the code, and one language's messages (the largest). */
  allKb: number;
  liveFiles: string[];
  /** The JS files each screen loads beyond the entry's, by its module (messages aside). */
  screenFiles: Record<string, string[]>;
}

/** The chunk of the live list's code (vite.config.ts groups it), loaded to show #/live. */
export const LIVE_CHUNK = 'live';

const gzipKb = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;

export function measureBundle(dist = 'dist'): BundleSizes {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  const visit = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, files);
  };
  const live = new Set<string>();
  visit(entry[0], live);
  const entryFiles = new Set(live);
  // The live list's screen loads on demand (preloaded at start-up on #/live): it counts too.
  const liveChunk = Object.keys(manifest).find((key) => manifest[key]?.name === LIVE_CHUNK);
  if (!liveChunk) throw new Error(`no chunk named "${LIVE_CHUNK}" in the Vite manifest`);
  visit(liveChunk, live);
  const screenFiles: Record<string, string[]> = {};
  for (const key of entry[1].dynamicImports ?? []) {
    if (key.endsWith('.po') || !manifest[key]?.src) continue;
    const files = new Set(entryFiles);
    visit(key, files);
    screenFiles[key] = [...files].filter((file) => !entryFiles.has(file));
  }
  const assets = join(dist, 'assets');
  const all = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const messagesKb: Record<string, number> = {};
  const allMessagesKb: Record<string, number> = {};
  let largestCatalogueKb = 0;
  for (const file of all) {
    const [, tag, name] = /^messages-([^.]+)\.(.+)-[\w-]{8}\.js$/.exec(file) ?? [];
    // The pseudo-locale is a test of the catalogues, not a language a viewer reads.
    if (!tag || tag === 'pseudo') continue;
    const kb = gzipKb(join(assets, file));
    if (name === 'common') messagesKb[tag] = kb;
    allMessagesKb[tag] = (allMessagesKb[tag] ?? 0) + kb;
    largestCatalogueKb = Math.max(largestCatalogueKb, kb);
  }
  if (Object.keys(messagesKb).length === 0) throw new Error('no language messages in the build');
  // The classic scripts index.html loads before the app (the theme, the boot guard) count too.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const classic = [...html.matchAll(/<script src="\.\/([\w.-]+\.js)"/g)].map(
    ([, file]) => file as string,
  );
  if (classic.length === 0)
    throw new Error('index.html loads no classic script: is the pattern stale?');
  for (const file of classic) live.add(file);
  return {
    liveKb:
      [...live].reduce((sum, file) => sum + gzipKb(join(dist, file)), 0) +
      Math.max(...Object.values(messagesKb)),
    messagesKb,
    allMessagesKb,
    largestCatalogueKb,
    allKb:
      all
        .filter((file) => !file.startsWith('messages-'))
        .reduce((sum, file) => sum + gzipKb(join(assets, file)), 0) +
      classic.reduce((sum, file) => sum + gzipKb(join(dist, file)), 0) +
      Math.max(...Object.values(allMessagesKb)),
    liveFiles: [...live],
    screenFiles,
  };
}
