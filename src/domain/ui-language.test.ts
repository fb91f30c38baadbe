import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import { chooseLanguage, servingLocale, UI_LANGUAGES } from './ui-language.ts';

describe('servingLocale', () => {
  it.each([
    ['ko', 'koKR'],
    ['ko-KR', 'koKR'],
    ['koKR', 'koKR'],
    ['KOKR', 'koKR'],
    ['de-AT', 'deDE'],
    ['de_CH', 'deDE'],
    ['en-GB', 'enUS'],
    ['fr-CA', 'frFR'],
    ['es', 'esES'],
    ['es-ES', 'esES'],
    ['es-AR', 'esMX'],
    ['es-419', 'esMX'],
    ['pt-PT', 'ptBR'],
    ['pt', 'ptBR'],
    ['zh', 'zhCN'],
    ['zh-CN', 'zhCN'],
    ['zh-Hans-SG', 'zhCN'],
    ['zh-TW', 'zhTW'],
    ['zh-HK', 'zhTW'],
    ['zh-Hant', 'zhTW'],
    ['th-TH', 'thTH'],
  ])('serves %s in %s', (tag, locale) => {
    expect(servingLocale(tag)).toBe(locale);
  });

  it.each(['nb-NO', 'ar', '', 'x', 'javascript:alert(1)', 'ko KR'])(
    'serves none of the 14 for %j',
    (tag) => {
      expect(servingLocale(tag)).toBeNull();
    },
  );
});

describe('chooseLanguage', () => {
  it("takes the link first, then the saved choice, then the browser, then none (the deployment's default)", () => {
    expect(chooseLanguage({ param: 'ko', saved: 'deDE', preferred: ['ja-JP'] })).toBe('koKR');
    expect(chooseLanguage({ param: null, saved: 'deDE', preferred: ['ja-JP'] })).toBe('deDE');
    expect(chooseLanguage({ param: null, saved: null, preferred: ['ja-JP'] })).toBe('jaJP');
    expect(chooseLanguage({ param: null, saved: null, preferred: [] })).toBeNull();
  });

  it('takes the pseudo-locale from the link only', () => {
    expect(chooseLanguage({ param: 'pseudo', saved: 'deDE', preferred: [] })).toBe('pseudo');
    expect(chooseLanguage({ param: null, saved: 'pseudo', preferred: ['pseudo'] })).toBeNull();
  });

  it('passes over what none of the 14 serves, in each source', () => {
    expect(chooseLanguage({ param: 'xx', saved: 'nope', preferred: ['nb-NO', 'pl'] })).toBe('plPL');
    expect(chooseLanguage({ param: null, saved: null, preferred: ['nb-NO', 'ar'] })).toBeNull();
  });
});

describe('UI_LANGUAGES', () => {
  it('names each of the 14 in its own language, with a distinct tag', () => {
    expect(Object.keys(UI_LANGUAGES).sort()).toEqual([...LOCALES].sort());
    const tags = LOCALES.map((l) => UI_LANGUAGES[l].tag);
    expect(new Set(tags).size).toBe(14);
    expect(UI_LANGUAGES.koKR.nativeName).toBe('한국어');
    expect(UI_LANGUAGES.thTH.nativeName).toBe('ไทย');
    expect(UI_LANGUAGES.deDE.nativeName).toBe('Deutsch');
  });
});
