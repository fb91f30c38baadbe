// The screens' own catalogues of every language: a map of loaders that only a screen other than
// the live list needs, so it is a chunk of its own, loaded with the first such screen.
import type { Messages } from '@lingui/core';
import type { PackedCatalogue } from './packed-catalogue.ts';

export const SCREEN_MESSAGES = import.meta.glob<{ messages: Messages | PackedCatalogue }>([
  '../locales/*/*.po',
  '!../locales/*/common.po',
]);
