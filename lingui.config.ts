// Lingui: the message catalogues of the game's 14 languages, plus a pseudo-locale that proves
// every string a viewer reads goes through them (docs/translating.md).
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Screens whose messages are a catalogue of their own, loaded with the screen: the first screen
 * downloads the shell's and its own messages, not every screen's. The live list is in the
 * shell's ("common"), with everything outside these folders and SHARED_BY_SCREENS.
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
  'screens',
] as const;

/**
 * Modules outside the screens' folders that only screens other than the live list load (the
 * charts, the rankings' and notices' words): their messages are the "screens" catalogue, loaded
 * with every screen but the live list. `src/app/catalogues.test.ts` fails when the live list's
 * start-up imports one of them.
 */
export const SHARED_BY_SCREENS = [
  'src/app/pages/overview-page.tsx',
  'src/components/catalogue-loading.tsx',
  'src/components/charts',
  'src/components/methods-link.tsx',
  'src/components/trend-mark.tsx',
  'src/domain/catalogue.ts',
  'src/domain/matrix.ts',
  'src/domain/notice-text.ts',
  'src/domain/overlay.ts',
  'src/domain/ranking.ts',
  'src/domain/reason-text.ts',
  'src/domain/tiers.ts',
  'src/domain/wall-rotation.ts',
  'src/features/live-matches/live-compact.tsx',
];
const TESTS = ['**/*.test.*', '<rootDir>/src/test/**'];
const OWN_FOLDERS = SCREEN_CATALOGUES.filter((name) => name !== 'screens');

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
      exclude: [
        ...TESTS,
        ...OWN_FOLDERS.map((name) => `<rootDir>/src/features/${name}/**`),
        ...SHARED_BY_SCREENS.map((path) => `<rootDir>/${path}`),
        ...SHARED_BY_SCREENS.map((path) => `<rootDir>/${path}/**`),
      ],
    },
    ...OWN_FOLDERS.map((name) => ({
      path: `<rootDir>/src/locales/{locale}/${name}`,
      include: [`<rootDir>/src/features/${name}`],
      exclude: TESTS,
    })),
    {
      path: '<rootDir>/src/locales/{locale}/screens',
      include: SHARED_BY_SCREENS.map((path) => `<rootDir>/${path}`),
      exclude: TESTS,
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
