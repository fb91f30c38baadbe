// Screen options as they appear in the URL, parsed leniently: an unknown value falls back to
// the default rather than breaking a bookmarked screen.
import { t } from '@lingui/core/macro';
import { HOUR } from './buckets.ts';
import { CLASS_NAME_BY_ID, classIdFromSlug, classInfo, KNOWN_CLASS_IDS } from './classes.ts';
import { isConfigParam } from './config.ts';
import { bracketLabel } from './labels.ts';
import { LOCALES, type Locale } from './locales.ts';
import { DEFAULT_MIN_GAMES } from './min-games.ts';
import { BRACKETS, type Bracket, isBracket } from './ranks.ts';
import { UI_LANGUAGES } from './ui-language.ts';
import { isWindowId, WINDOWS, type WindowId, windowLabel } from './windows.ts';

export function bracketParam(params: URLSearchParams): Bracket {
  const value = params.get('bracket');
  return isBracket(value) ? value : 'all';
}

/** `class=mage` → 4; absent or unknown → null. */
export function classParam(params: URLSearchParams): number | null {
  const value = params.get('class');
  return value ? (classIdFromSlug(value) ?? null) : null;
}

export function classSlug(classId: number): string {
  return (CLASS_NAME_BY_ID.get(classId) ?? String(classId)).toLowerCase();
}

/** The brackets a filter offers, named in the screen's language. */
export const bracketOptions = () => BRACKETS.map((b) => ({ value: b, label: bracketLabel(b) }));

/** The classes a filter offers, named in the screen's language. */
export const classOptions = () => [
  { value: '', label: t`All classes` },
  ...KNOWN_CLASS_IDS.map((id) => ({ value: classSlug(id), label: classInfo(id).label })),
];

export function windowParam(params: URLSearchParams, fallback: WindowId = 'all'): WindowId {
  const value = params.get('window');
  return isWindowId(value) ? value : fallback;
}

/** `theme=dark` or `theme=light` for one screen; anything else → null (the device's choice). */
export function themeParam(params: URLSearchParams): 'dark' | 'light' | null {
  const value = params.get('theme');
  return value === 'dark' || value === 'light' ? value : null;
}

export function minGamesParam(params: URLSearchParams): number {
  const value = Number(params.get('min'));
  return Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : DEFAULT_MIN_GAMES;
}

/** The windows worth offering: those no longer than what the page holds (its retention). */
export function windowOptions(retentionHours: number) {
  return WINDOWS.filter((w) => w.ms === null || w.ms <= retentionHours * HOUR).map((w) => ({
    value: w.id,
    label: windowLabel(w.id),
  }));
}

/**
 * The languages a shared link (wall, overlay) can fix, each by its own name and tagged with it;
 * first the viewer's own (the link then carries no `lang=`).
 */
export const languageOptions = (): { value: Locale | ''; label: string; lang?: string }[] => [
  { value: '', label: t`Viewer's language` },
  ...LOCALES.map((l) => ({
    value: l,
    label: UI_LANGUAGES[l].nativeName,
    lang: UI_LANGUAGES[l].tag,
  })),
];

/**
 * The address to share for a screen's route (`#/wall?…`), from this page's address: with
 * `lang=<key>` before the hash when a language is chosen (`https://host/?lang=koKR#/wall?…`, read
 * by src/app/i18n.ts before the first render), without any when not (the viewer's own language).
 * The deployment's overrides before the hash stay.
 */
export function shareLink(route: string, href: string, language: Locale | null): string {
  const url = new URL(route, href);
  url.searchParams.delete('lang');
  if (language) url.searchParams.set('lang', language);
  return url.toString();
}

/**
 * Old links put a screen's options before the hash (`?min=5#/winrates`), where they stuck to
 * every other screen. Returns the same address with them moved into the route
 * (`#/winrates?min=5`), deployment-wide overrides left before the hash; null when nothing moves.
 */
export function moveScreenOptionsIntoRoute(href: string): string | null {
  const url = new URL(href);
  const stay = new URLSearchParams();
  const move = new URLSearchParams();
  for (const [key, value] of url.searchParams)
    (isConfigParam(key) || key === 'lang' ? stay : move).append(key, value);
  if ([...move.keys()].length === 0) return null;
  const route = url.hash.replace(/^#?\/?/, '');
  const at = route.indexOf('?');
  const path = at < 0 ? route : route.slice(0, at);
  const options = new URLSearchParams(at < 0 ? '' : route.slice(at + 1));
  // An option already in the route wins over the old one.
  for (const [key, value] of move) if (!options.has(key)) options.append(key, value);
  url.search = stay.toString();
  url.hash = `/${path}?${options.toString()}`;
  return url.toString();
}
