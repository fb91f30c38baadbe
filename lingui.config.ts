// Lingui: the message catalogues of the game's 14 languages, plus a pseudo-locale that proves
// every string a viewer reads goes through them (docs/translating.md).
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

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
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '<rootDir>/src/test/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
