// Card-data languages.

/** The languages HearthstoneJSON publishes card data in. */
export const LOCALES = [
  'enUS',
  'deDE',
  'frFR',
  'esES',
  'esMX',
  'itIT',
  'jaJP',
  'koKR',
  'plPL',
  'ptBR',
  'ruRU',
  'thTH',
  'zhCN',
  'zhTW',
] as const;
export type Locale = (typeof LOCALES)[number];
