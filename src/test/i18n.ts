// Tests activate a language the way the page does (src/app/i18n.ts), without a document.
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement, type ReactNode } from 'react';
import { setFormatLocale } from '../domain/format.ts';
import { catalogueTag, formatTag, type UiLanguage } from '../domain/ui-language.ts';
import { messages as english } from '../locales/en-US/messages.po';

const CATALOGUES = import.meta.glob<{ messages: Messages }>('../locales/*/messages.po');

/** English, at once: what every test reads unless it asks for another language. */
export function activateEnglish(): void {
  i18n.load('en-US', english);
  i18n.activate('en-US');
  setFormatLocale('en-US');
}

/** Another language, its catalogue compiled as the build compiles it. */
export async function activateTestLanguage(language: UiLanguage): Promise<void> {
  const load = CATALOGUES[`../locales/${catalogueTag(language)}/messages.po`];
  if (!load) throw new Error(`No catalogue for ${language}`);
  i18n.load(catalogueTag(language), (await load()).messages);
  i18n.activate(catalogueTag(language));
  setFormatLocale(formatTag(language));
}

/** The page's I18nProvider (src/app/main.tsx), for a test that renders a piece of a screen. */
export function I18nWrapper({ children }: { children: ReactNode }) {
  return createElement(I18nProvider, { i18n }, children);
}
