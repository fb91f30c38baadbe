// Which of the game's 14 languages a screen speaks: `?lang=` (a venue's link fixes it), else the
// viewer's saved choice, else the first of the browser's languages that one of the 14 serves,
// else English. Each language is named in its own script for the language menu.
import { LOCALES, type Locale } from './locales.ts';

/** The language's BCP 47 tag (for `<html lang>` and `Intl`) and its own name. */
export const UI_LANGUAGES: Record<Locale, { tag: string; nativeName: string }> = {
  enUS: { tag: 'en-US', nativeName: 'English' },
  deDE: { tag: 'de-DE', nativeName: 'Deutsch' },
  frFR: { tag: 'fr-FR', nativeName: 'Français' },
  esES: { tag: 'es-ES', nativeName: 'Español (España)' },
  esMX: { tag: 'es-MX', nativeName: 'Español (Latinoamérica)' },
  itIT: { tag: 'it-IT', nativeName: 'Italiano' },
  jaJP: { tag: 'ja-JP', nativeName: '日本語' },
  koKR: { tag: 'ko-KR', nativeName: '한국어' },
  plPL: { tag: 'pl-PL', nativeName: 'Polski' },
  ptBR: { tag: 'pt-BR', nativeName: 'Português (Brasil)' },
  ruRU: { tag: 'ru-RU', nativeName: 'Русский' },
  thTH: { tag: 'th-TH', nativeName: 'ไทย' },
  zhCN: { tag: 'zh-CN', nativeName: '简体中文' },
  zhTW: { tag: 'zh-TW', nativeName: '繁體中文' },
};

/** Chinese written in traditional characters: Taiwan, Hong Kong, Macao, or said outright. */
const TRADITIONAL = /^zh-(?:hant|tw|hk|mo)\b/;

/**
 * The one of the 14 that serves a language tag ("ko", "ko-KR", "koKR", "pt", "zh-Hant-HK",
 * any case), or null. Spanish outside Spain is the game's Latin American Spanish; Portuguese is
 * Brazil's (the game has no other); Chinese goes by its script.
 */
export function servingLocale(tag: string): Locale | null {
  const text = tag.trim().replace(/_/g, '-');
  const compact = LOCALES.find((l) => l.toLowerCase() === text.toLowerCase());
  if (compact) return compact;
  const lower = text.toLowerCase();
  if (!/^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/.test(lower)) return null;
  const [language, region] = lower.split('-');
  if (language === 'zh') return TRADITIONAL.test(lower) ? 'zhTW' : 'zhCN';
  if (language === 'es') return region === undefined || region === 'es' ? 'esES' : 'esMX';
  const exact = LOCALES.find((l) => UI_LANGUAGES[l].tag.toLowerCase() === `${language}-${region}`);
  return exact ?? LOCALES.find((l) => l.slice(0, 2).toLowerCase() === language) ?? null;
}

/**
 * The pseudo-locale: every message accented and lengthened (src/locales/pseudo), so that any
 * text a screen shows without going through the catalogue stands out. Only `?lang=pseudo`
 * chooses it. Its figures and dates are written as in Russian: Intl then adds no Latin letter
 * either ("12 с назад"), so a Latin word on a pseudo-localised screen is one the catalogue missed.
 */
export const PSEUDO = 'pseudo';
export type UiLanguage = Locale | typeof PSEUDO;

/** The folder of the language's catalogues (src/locales/<tag>/). */
export function catalogueTag(language: UiLanguage): string {
  return language === PSEUDO ? PSEUDO : UI_LANGUAGES[language].tag;
}

/** The tag figures and dates are formatted with. */
export function formatTag(language: UiLanguage): string {
  return language === PSEUDO ? 'ru-RU' : UI_LANGUAGES[language].tag;
}

/**
 * The language a screen speaks (see the head of this file); null when neither the link, the
 * saved choice nor the browser names one of the 14 (the deployment's default then applies).
 */
export function chooseLanguage(sources: {
  param: string | null;
  saved: string | null;
  preferred: readonly string[];
}): UiLanguage | null {
  if (sources.param?.trim().toLowerCase() === PSEUDO) return PSEUDO;
  for (const tag of [sources.param, sources.saved, ...sources.preferred]) {
    const locale = tag === null ? null : servingLocale(tag);
    if (locale) return locale;
  }
  return null;
}
