// Lingui: the message catalogues of the game's 14 languages, plus a pseudo-locale that proves
// every string a viewer reads goes through them (docs/translating.md).
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Screens whose messages are a catalogue of their own, loaded with the screen: the first screen
 * downloads the shell's and its own messages, not every screen's. The live list is in the
 * shell's ("common"), with everything outside these folders.
 */
export const SCREEN_CATALOGUES = [
  'catalogue',
  'matchups',
  'methods',
  'overlay',
  'rankings',
  'status',
  'wall',
  'win-rates',
] as const;
const TESTS = ['**/*.test.*', '<rootDir>/src/test/**'];

export default defineConfig({
  sourceLocale: 'en-US',
  locales: [
    'en-US',
    'de-DE',
    'fr-FR',
    'es-ES',
    'es-MX',
    'it-IT',
    'ja-JP',
    'ko-KR',
    'pl-PL',
    'pt-BR',
    'ru-RU',
    'th-TH',
    'zh-CN',
    'zh-TW',
    'pseudo',
  ],
  pseudoLocale: 'pseudo',
  // No fallback: a language's missing message fails the build (vite.config.ts), never shows English.
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/common',
      include: ['<rootDir>/src'],
      exclude: [...TESTS, ...SCREEN_CATALOGUES.map((name) => `<rootDir>/src/features/${name}/**`)],
    },
    ...SCREEN_CATALOGUES.map((name) => ({
      path: `<rootDir>/src/locales/{locale}/${name}`,
      include: [`<rootDir>/src/features/${name}`],
      exclude: TESTS,
    })),
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
