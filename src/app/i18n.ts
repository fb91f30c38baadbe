// The screen's language: chosen once at start-up (src/domain/ui-language.ts), its shell's
// catalogue ("common", a chunk of its own) loaded before the first render, and a screen's own
// catalogues with the screen (lingui.config.ts). Choosing another language saves it and reloads.
import { i18n, type Messages } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { SCREEN_CATALOGUES } from '../../lingui.config.ts';
import { setFormatLocale } from '../domain/format.ts';
import {
  catalogueTag,
  chooseLanguage,
  formatTag,
  PSEUDO,
  type UiLanguage,
} from '../domain/ui-language.ts';
import { type PackedCatalogue, unpackCatalogue } from './packed-catalogue.ts';

/** Each language's shell catalogue; the screens' are in screen-messages.ts, loaded with a screen. */
const SHELL_MESSAGES = import.meta.glob<{ messages: Messages | PackedCatalogue }>(
  '../locales/*/common.po',
);

/** A catalogue loaded with a screen: its own, or the one every screen but the live list shares. */
export type ScreenCatalogue = (typeof SCREEN_CATALOGUES)[number];

/** The active catalogue's tag, once the start-up has chosen and loaded it. */
let languageChosen: (tag: string) => void = () => {};
const activeTag = new Promise<string>((resolve) => {
  languageChosen = resolve;
});

/** Where the viewer's choice is kept (localStorage). */
export const LANGUAGE_KEY = 'language';

function savedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null; // storage blocked: the browser's languages decide
  }
}

/** `?lang=` before the hash (what the link builders write) or in the route. */
function languageParam(href: string): string | null {
  const url = new URL(href);
  const route = url.hash.includes('?') ? url.hash.slice(url.hash.indexOf('?') + 1) : '';
  return url.searchParams.get('lang') ?? new URLSearchParams(route).get('lang');
}

/** This page's language, or null when only the deployment's default can say. */
export function pageLanguage(href: string): UiLanguage | null {
  return chooseLanguage({
    param: languageParam(href),
    saved: savedLanguage(),
    preferred: typeof navigator === 'undefined' ? [] : (navigator.languages ?? []),
  });
}

/** Loads the language's messages and makes every message, figure and date speak it. */
export async function activateLanguage(language: UiLanguage): Promise<UiLanguage> {
  const load = SHELL_MESSAGES[`../locales/${catalogueTag(language)}/common.po`];
  if (!load) throw new Error(`The build has no catalogue for ${language}`);
  i18n.load(catalogueTag(language), unpackCatalogue((await load()).messages));
  i18n.activate(catalogueTag(language));
  setFormatLocale(formatTag(language));
  document.documentElement.lang = language === PSEUDO ? 'en-XA' : formatTag(language);
  document.title = t`Ladder Live — Hearthstone ranked dashboard`;
  languageChosen(catalogueTag(language));
  return language;
}

/**
 * Adds a screen's own messages to the active language's, before the screen renders. A screen
 * preloaded at start-up waits for the language to be chosen.
 */
export async function loadScreenMessages(name: ScreenCatalogue): Promise<void> {
  const [tag, { SCREEN_MESSAGES }] = await Promise.all([activeTag, import('./screen-messages.ts')]);
  const load = SCREEN_MESSAGES[`../locales/${tag}/${name}.po`];
  if (!load) throw new Error(`The build has no ${name} messages for ${tag}`);
  i18n.load(tag, unpackCatalogue((await load()).messages));
}

/** Loads every screen's messages of the active language (for the offline shell to keep). */
export async function loadEveryScreenMessages(): Promise<void> {
  const { SCREEN_MESSAGES } = await import('./screen-messages.ts');
  const own = Object.entries(SCREEN_MESSAGES).filter(([path]) =>
    path.startsWith(`../locales/${i18n.locale}/`),
  );
  for (const [, load] of own) i18n.load(i18n.locale, unpackCatalogue((await load()).messages));
}

/** Saves the viewer's choice; the caller reloads the page into it. */
export function saveLanguage(language: UiLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts until the page is reloaded.
  }
}
