// Short message ids in the production build. Lingui names each message by a 6-character hash of
// its text; those hashes cannot be compressed, and every catalogue chunk holds one per message
// and the code one per look-up. The build gives each message a short base-36 id instead (by its
// catalogue, in lingui.config.ts's order, then its hash: the same id in every language), packs
// each catalogue as a list of its messages in that order (src/app/packed-catalogue.ts), and puts
// the short ids in the code. The dev server and the tests keep Lingui's hashes.
import { basename } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

/**
 * A catalogue's part of the short ids: its own messages' hashes in order, whose ids run from
 * `offset`, and those it shares with a catalogue before it (a few words two screens both say).
 */
export interface CataloguePart {
  offset: number;
  own: readonly string[];
  shared: readonly string[];
}

export interface ShortIds {
  /** A hash's short id. */
  byHash: ReadonlyMap<string, string>;
  /** Each catalogue's part, by its name (the file's name without `.po`). */
  parts: ReadonlyMap<string, CataloguePart>;
}

/**
 * Short ids for the catalogues' messages: catalogue by catalogue, each one's messages in the
 * order of their source-language text (then hash), so that like messages sit together and
 * compress together; a message two catalogues hold keeps the id the first gave it.
 */
export function assignShortIds(
  catalogues: ReadonlyArray<
    readonly [name: string, messages: ReadonlyArray<[hash: string, text: string]>]
  >,
): ShortIds {
  const byHash = new Map<string, string>();
  const parts = new Map<string, CataloguePart>();
  for (const [name, messages] of catalogues) {
    const hashes = [...messages]
      .sort(([h1, t1], [h2, t2]) => (t1 < t2 ? -1 : t1 > t2 ? 1 : h1 < h2 ? -1 : h1 > h2 ? 1 : 0))
      .map(([hash]) => hash);
    const own = hashes.filter((hash) => !byHash.has(hash));
    parts.set(name, {
      offset: byHash.size,
      own,
      shared: hashes.filter((hash) => byHash.has(hash)),
    });
    for (const hash of own) byHash.set(hash, byHash.size.toString(36));
  }
  return { byHash, parts };
}

/**
 * The messages of a catalogue as Lingui's compiler writes it (namespace "es"): `export const
 * messages = JSON.parse("…")`, read from the module's syntax tree, never run.
 */
export function compiledMessages(program: unknown): Record<string, unknown> {
  type Node = { type?: string; [key: string]: unknown };
  const body = ((program as Node).body ?? []) as Node[];
  for (const statement of body) {
    const declaration = statement.declaration as Node | undefined;
    if (statement.type !== 'ExportNamedDeclaration' || declaration?.type !== 'VariableDeclaration')
      continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | undefined;
      const argument = (init?.arguments as Node[] | undefined)?.[0];
      if ((declarator.id as Node).name === 'messages' && typeof argument?.value === 'string')
        return JSON.parse(argument.value) as Record<string, unknown>;
    }
  }
  throw new Error("not Lingui's compiled form");
}

/**
 * A catalogue packed (src/app/packed-catalogue.ts): where its own messages' ids start, its
 * shared messages by their short ids, then its own messages in its part's order. Throws on a
 * message the part lacks or one of the part missing here.
 */
export function compactCatalogue(
  messages: Record<string, unknown>,
  part: CataloguePart,
  byHash: ReadonlyMap<string, string>,
  name: string,
): string {
  const known = new Set([...part.own, ...part.shared]);
  const extra = Object.keys(messages).filter((hash) => !known.has(hash));
  const missing = [...known].filter((hash) => !(hash in messages));
  if (extra.length > 0 || missing.length > 0)
    throw new Error(
      `Catalogue ${name}: ${missing.length} message(s) missing (${missing.slice(0, 5).join(' ')}), ${extra.length} not in the source language's (${extra.slice(0, 5).join(' ')})`,
    );
  const shared = Object.fromEntries(part.shared.map((hash) => [byHash.get(hash), messages[hash]]));
  const packed = [part.offset, shared, ...part.own.map((hash) => messages[hash])];
  return `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(packed))});`;
}

/** A message id as the built code writes it: `id:` then a hash in quotes or backticks. */
const ID_IN_CODE = /\bid:\s*(["'`])([A-Za-z0-9+/]{6})\1/g;
/** Any string of a hash's length, to find a hash the code uses some other way. */
const HASH_LITERAL = /(["'`])([A-Za-z0-9+/]{6})\1/g;

/** The code with the short ids in its look-ups, and the hashes still in it some other way. */
export function shortenIds(
  code: string,
  byHash: ReadonlyMap<string, string>,
): { code: string; left: string[] } {
  const shortened = code.replace(ID_IN_CODE, (whole, _quote: string, hash: string) => {
    const short = byHash.get(hash);
    return short === undefined ? whole : `id:"${short}"`;
  });
  const left = [...shortened.matchAll(HASH_LITERAL)]
    .map((m) => m[2] ?? '')
    .filter((hash) => byHash.has(hash));
  return { code: shortened, left };
}

/** The build's plugin: after Lingui's, which compiles the `.po` files it rewrites. */
export function shortMessageIds(): Plugin {
  let ids: ShortIds | null = null;
  const poName = (id: string) => {
    const path = id.split('?')[0] ?? id;
    return path.endsWith('.po') ? basename(path, '.po') : null;
  };
  return {
    name: 'short-message-ids',
    apply: 'build',
    async buildStart() {
      const config = getConfig();
      const sourceLocale = config.sourceLocale ?? 'en-US';
      const catalogues: [string, [string, string][]][] = [];
      for (const catalog of await getCatalogs(config)) {
        const { messages } = await catalog.getTranslations(sourceLocale, {
          sourceLocale,
          fallbackLocales: config.fallbackLocales ?? {},
        });
        catalogues.push([
          basename(catalog.path),
          Object.entries(messages).map(([hash, text]) => [hash, String(text)]),
        ]);
      }
      ids = assignShortIds(catalogues);
    },
    transform(code, id) {
      const name = poName(id);
      if (name === null) return null;
      const part = ids?.parts.get(name);
      if (!ids || !part) throw new Error(`Catalogue ${name} is not in lingui.config.ts`);
      const where = `${name} (${id})`;
      let messages: Record<string, unknown>;
      try {
        messages = compiledMessages(this.parse(code));
      } catch (error) {
        throw new Error(`Catalogue ${where}: ${(error as Error).message}`);
      }
      return { code: compactCatalogue(messages, part, ids.byHash, where), map: null };
    },
    renderChunk(code, chunk) {
      if (!ids || chunk.moduleIds.some((id) => poName(id) !== null)) return null;
      const { code: shortened, left } = shortenIds(code, ids.byHash);
      if (left.length > 0)
        throw new Error(
          `${chunk.fileName}: message ids the build could not shorten: ${left.slice(0, 5).join(' ')}`,
        );
      return { code: shortened, map: null };
    },
  };
}
