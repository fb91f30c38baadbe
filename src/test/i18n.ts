// Tests activate a language the way the page does (src/app/i18n.ts), without a document.
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement, type ReactNode } from 'react';
import { setFormatLocale } from '../domain/format.ts';
import { catalogueTag, formatTag, type UiLanguage } from '../domain/ui-language.ts';

const ENGLISH = import.meta.glob<{ messages: Messages }>('../locales/en-US/*.po', { eager: true });
const CATALOGUES = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');

/** English, every screen's messages, at once: what every test reads unless it asks for another. */
export function activateEnglish(): void {
  for (const { messages } of Object.values(ENGLISH)) i18n.load('en-US', messages);
  i18n.activate('en-US');
  setFormatLocale('en-US');
}

/** Another language, all its catalogues compiled as the build compiles them. */
export async function activateTestLanguage(language: UiLanguage): Promise<void> {
  const tag = catalogueTag(language);
  const loads = Object.entries(CATALOGUES).filter(([path]) =>
    path.startsWith(`../locales/${tag}/`),
  );
  if (loads.length === 0) throw new Error(`No catalogue for ${language}`);
  for (const [, load] of loads) i18n.load(tag, (await load()).messages);
  i18n.activate(tag);
  setFormatLocale(formatTag(language));
}

/** The page's I18nProvider (src/app/main.tsx), for a test that renders a piece of a screen. */
export function I18nWrapper({ children }: { children: ReactNode }) {
  return createElement(I18nProvider, { i18n }, children);
}
