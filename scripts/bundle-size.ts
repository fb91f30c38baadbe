// Measures the production build's JavaScript, gzipped: what the first screen (#/live) needs
// (the classic scripts of index.html, the entry and its static imports from Vite's manifest, and
// the largest language's messages), each language's messages, and everything there is.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
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
}

/** The module of the #/live screen, as Vite's manifest names it. */
const LIVE_SCREEN = 'src/features/live-matches/live-panel.tsx';

const gzipKb = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;

export function measureBundle(dist = 'dist'): BundleSizes {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  const live = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || live.has(chunk.file)) return;
    live.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry[0]);
  // The live list's screen loads on demand (preloaded at start-up on #/live): it counts too.
  if (!manifest[LIVE_SCREEN]) throw new Error(`${LIVE_SCREEN} is not in the Vite manifest`);
  visit(LIVE_SCREEN);
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
  };
}
