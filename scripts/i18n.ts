// The message catalogues' own checks and the pseudo-locale (docs/translating.md).
//   tsx scripts/i18n.ts pseudo   writes src/locales/pseudo from the English catalogue
//   tsx scripts/i18n.ts check [tag …]   fails on a catalogue that lacks a message, has one
//                                 English lacks, leaves one untranslated, changes its
//                                 placeholders, does not parse or lacks a plural form
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import linguiConfig, { SCREEN_CATALOGUES } from '../lingui.config.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCE = 'en-US';
export const PSEUDO = 'pseudo';
/** The languages translated from English (lingui.config.ts names them). */
export const TRANSLATED = (linguiConfig.locales as string[]).filter(
  (locale) => locale !== SOURCE && locale !== PSEUDO,
);

/** Each language's catalogues: the shell's ("common") and one per screen that has its own. */
export const CATALOGUES = ['common', ...SCREEN_CATALOGUES];

const po = formatter({ lineNumbers: false });
export const cataloguePath = (locale: string, name: string) =>
  join(ROOT, 'src/locales', locale, `${name}.po`);

export async function readCatalogue(locale: string, name: string): Promise<CatalogType> {
  const filename = cataloguePath(locale, name);
  return po.parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: SOURCE, filename });
}

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'áƀçďéƒĝĥíĵķĺɱñóþʠŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][i] ?? c,
  ]),
);

/**
 * A message accented letter by letter, its placeholders, tags and plural/select keys kept, and
 * lengthened by a third (German and Russian run 30–40 % longer than English).
 */
export function pseudoLocalise(message: string): string {
  let letters = 0;
  let at = 0;
  const text = (stop: (c: string) => boolean): string => {
    let out = '';
    while (at < message.length && !stop(message[at] as string)) {
      const c = message[at] as string;
      if (c === '{') out += argument();
      else if (c === '<') {
        const end = message.indexOf('>', at);
        out += message.slice(at, end + 1);
        at = end + 1;
      } else {
        if (ACCENTED[c]) letters += 1;
        out += ACCENTED[c] ?? c;
        at += 1;
      }
    }
    return out;
  };
  const argument = (): string => {
    // "{name}", "{name, number}", or "{name, plural|select|selectordinal, key {message} …}"
    const close = (depthFrom: number) => {
      let depth = 0;
      for (let i = depthFrom; i < message.length; i += 1) {
        if (message[i] === '{') depth += 1;
        if (message[i] === '}' && --depth === 0) return i;
      }
      return message.length - 1;
    };
    const head = /^\{\s*[\w.]+\s*(?:,\s*(plural|select|selectordinal)\s*,)?/.exec(
      message.slice(at),
    );
    if (!head?.[1]) {
      const end = close(at);
      const whole = message.slice(at, end + 1);
      at = end + 1;
      return whole;
    }
    let out = head[0];
    at += head[0].length;
    while (at < message.length && message[at] !== '}') {
      const key = /^\s*[^\s{}]+\s*/.exec(message.slice(at));
      if (!key) break;
      out += key[0];
      at += key[0].length;
      if (message[at] !== '{') break;
      at += 1;
      out += `{${text((c) => c === '}')}}`;
      at += 1;
    }
    at += 1;
    return `${out}}`;
  };
  const body = text(() => false);
  return letters === 0 ? body : `${body}${'·'.repeat(Math.ceil(letters / 3))}`;
}

/** The placeholders and tags a message must keep in every language. */
export function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([\w.]+)\s*[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((m) => m[0]);
  return [...new Set([...names, ...tags])].sort();
}

/**
 * What is wrong with a translation on its own: ICU that does not parse, or a plural without a
 * form the language's grammar needs (Russian's "few" and "many", Polish's …); null when none.
 */
export function grammarProblem(translation: string, locale: string): string | null {
  let compiled: CompiledMessage;
  try {
    compiled = compileMessageOrThrow(translation);
  } catch (error) {
    return `does not parse (${(error as Error).message.split('\n')[0]})`;
  }
  const needed =
    locale === PSEUDO ? ['other'] : new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const missing = new Set<string>();
  const visit = (message: CompiledMessage) => {
    for (const token of message) {
      if (typeof token === 'string') continue;
      const [, type, choices] = token;
      if (!choices || typeof choices !== 'object') continue;
      const forms = choices as Record<string, CompiledMessage>;
      if (type === 'plural') for (const form of needed) if (!(form in forms)) missing.add(form);
      for (const [key, value] of Object.entries(forms))
        if (key !== 'offset' && Array.isArray(value)) visit(value);
    }
  };
  visit(compiled);
  return missing.size > 0
    ? `lacks the plural form${missing.size > 1 ? 's' : ''} ${[...missing].join(', ')}`
    : null;
}

/** Every problem of every catalogue against the English one, in words. */
export async function catalogueProblems(): Promise<string[]> {
  const problems: string[] = [];
  for (const name of CATALOGUES) problems.push(...(await problemsOf(name)));
  return problems;
}

async function problemsOf(name: string): Promise<string[]> {
  const english = await readCatalogue(SOURCE, name);
  const problems: string[] = [];
  for (const locale of [...TRANSLATED, PSEUDO]) {
    let catalogue: CatalogType;
    try {
      catalogue = await readCatalogue(locale, name);
    } catch {
      problems.push(`${locale}: has no ${name}.po`);
      continue;
    }
    for (const [id, entry] of Object.entries(english)) {
      const own = catalogue[id];
      const source = entry.message ?? id;
      if (!own) problems.push(`${locale}/${name}: lacks "${source}"`);
      else if (!own.translation) problems.push(`${locale}/${name}: "${source}" is not translated`);
      else if (grammarProblem(own.translation, locale))
        problems.push(
          `${locale}/${name}: "${own.translation}" ${grammarProblem(own.translation, locale)}`,
        );
      else if (placeholders(own.translation).join() !== placeholders(source).join())
        problems.push(
          `${locale}/${name}: "${own.translation}" has ${placeholders(own.translation).join(' ') || 'no placeholders'} where "${source}" has ${placeholders(source).join(' ') || 'none'}`,
        );
    }
    for (const [id, entry] of Object.entries(catalogue))
      if (!english[id] && !entry.obsolete)
        problems.push(`${locale}/${name}: has "${entry.message ?? id}", which English lacks`);
  }
  return problems;
}

async function writePseudo() {
  for (const name of CATALOGUES) {
    const english = await readCatalogue(SOURCE, name);
    const pseudo: CatalogType = Object.fromEntries(
      Object.entries(english).map(([id, entry]) => [
        id,
        { ...entry, translation: pseudoLocalise(entry.message ?? id) },
      ]),
    );
    const filename = cataloguePath(PSEUDO, name);
    writeFileSync(
      filename,
      await po.serialize(pseudo, {
        locale: PSEUDO,
        sourceLocale: SOURCE,
        filename,
        existing: null,
      }),
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const command = process.argv[2];
  if (command === 'pseudo') await writePseudo();
  else if (command === 'check') {
    // `check de-DE fr-FR`: only those languages' problems.
    const only = process.argv.slice(3);
    const problems = (await catalogueProblems()).filter(
      (p) =>
        only.length === 0 || only.some((tag) => p.startsWith(`${tag}/`) || p.startsWith(`${tag}:`)),
    );
    for (const p of problems) console.error(p);
    console.log(
      problems.length === 0 ? 'Every catalogue is complete.' : `${problems.length} problems.`,
    );
    process.exit(problems.length === 0 ? 0 : 1);
  } else {
    console.error('usage: tsx scripts/i18n.ts pseudo|check');
    process.exit(2);
  }
}
