import { describe, expect, it } from 'vitest';
import { DEFAULT_MIN_GAMES } from './min-games.ts';
import {
  bracketParam,
  classParam,
  classSlug,
  languageOptions,
  minGamesParam,
  moveScreenOptionsIntoRoute,
  shareLink,
  themeParam,
  windowOptions,
  windowParam,
} from './url-options.ts';

describe('shareLink', () => {
  it('puts the chosen language before the hash, where the page reads it before its first render', () => {
    expect(shareLink('#/wall?rotate=30', 'https://d.example/l/#/wall-link', 'koKR')).toBe(
      'https://d.example/l/?lang=koKR#/wall?rotate=30',
    );
  });

  it("leaves the viewer's language to the viewer, and keeps the deployment's overrides", () => {
    expect(shareLink('#/wall', 'https://d.example/?lang=de&poll=10000#/wall-link', null)).toBe(
      'https://d.example/?poll=10000#/wall',
    );
    expect(shareLink('#/overlay', 'https://d.example/?lang=de#/x', 'thTH')).toBe(
      'https://d.example/?lang=thTH#/overlay',
    );
  });
});

describe('languageOptions', () => {
  it("offers the viewer's own language first, then the 14 by their own names", () => {
    const options = languageOptions();
    expect(options).toHaveLength(15);
    expect(options[0]).toEqual({ value: '', label: "Viewer's language" });
    expect(options).toContainEqual({ value: 'koKR', label: '한국어', lang: 'ko-KR' });
  });
});

describe('moveScreenOptionsIntoRoute', () => {
  it("moves a screen's options from before the hash into its route", () => {
    expect(moveScreenOptionsIntoRoute('https://d.example/l/?min=5&bracket=legend#/winrates')).toBe(
      'https://d.example/l/#/winrates?min=5&bracket=legend',
    );
  });

  it('leaves deployment-wide overrides before the hash', () => {
    expect(
      moveScreenOptionsIntoRoute('https://d.example/?api=%2Fproxy&rotate=5&poll=10000#/wall'),
    ).toBe('https://d.example/?api=%2Fproxy&poll=10000#/wall?rotate=5');
    expect(moveScreenOptionsIntoRoute('https://d.example/?retentionHours=6#/live')).toBeNull();
  });

  it("keeps the route's own option when both have one, and an empty hash means the overview", () => {
    expect(moveScreenOptionsIntoRoute('https://d.example/?min=5#/winrates?min=9')).toBe(
      'https://d.example/#/winrates?min=9',
    );
    expect(moveScreenOptionsIntoRoute('https://d.example/?class=mage')).toBe(
      'https://d.example/#/?class=mage',
    );
  });

  it('does nothing when there is nothing to move', () => {
    expect(moveScreenOptionsIntoRoute('https://d.example/#/winrates?min=5')).toBeNull();
    expect(moveScreenOptionsIntoRoute('https://d.example/')).toBeNull();
  });
});

describe('screen options', () => {
  it('reads a class by its slug, and nothing else', () => {
    expect(classParam(new URLSearchParams('class=mage'))).toBe(4);
    expect(classParam(new URLSearchParams('class=Mage'))).toBe(4);
    expect(classParam(new URLSearchParams('class=wizard'))).toBeNull();
    expect(classParam(new URLSearchParams(''))).toBeNull();
    expect(classSlug(14)).toBe('demonhunter');
    expect(classSlug(77)).toBe('77');
  });

  it('takes a minimum of games from 1 to 100,000, else the default', () => {
    const min = (v: string) => minGamesParam(new URLSearchParams(`min=${v}`));
    expect([min('1'), min('100000'), min('0'), min('100001'), min('2.5'), min('x')]).toEqual([
      1,
      100_000,
      DEFAULT_MIN_GAMES,
      DEFAULT_MIN_GAMES,
      DEFAULT_MIN_GAMES,
      DEFAULT_MIN_GAMES,
    ]);
  });

  it('reads bracket and window leniently', () => {
    expect(bracketParam(new URLSearchParams('bracket=legend'))).toBe('legend');
    expect(bracketParam(new URLSearchParams('bracket=LEGEND'))).toBe('all');
    expect(windowParam(new URLSearchParams('window=6h'))).toBe('6h');
    expect(windowParam(new URLSearchParams('window=2h'), '1h')).toBe('1h');
  });

  it('takes a theme for one screen only when it is dark or light', () => {
    const theme = (q: string) => themeParam(new URLSearchParams(q));
    expect([theme('theme=dark'), theme('theme=light')]).toEqual(['dark', 'light']);
    expect([theme('theme=blue'), theme('theme='), theme('')]).toEqual([null, null, null]);
  });

  it('offers the windows no longer than the retention, and always "since start"', () => {
    expect(windowOptions(24).map((w) => w.value)).toEqual(['15m', '1h', '6h', '24h', 'all']);
    expect(windowOptions(23).map((w) => w.value)).toEqual(['15m', '1h', '6h', 'all']);
    expect(windowOptions(24 * 7)).toContainEqual({ value: '7d', label: '7 days' });
  });

  it('moves options into a route written without a leading slash, or with a query of its own', () => {
    expect(moveScreenOptionsIntoRoute('https://d.example/?min=5#live')).toBe(
      'https://d.example/#/live?min=5',
    );
    expect(moveScreenOptionsIntoRoute('https://d.example/?class=mage#/live?bracket=legend')).toBe(
      'https://d.example/#/live?bracket=legend&class=mage',
    );
    expect(moveScreenOptionsIntoRoute('https://d.example/?min=5#?x=1')).toBe(
      'https://d.example/#/?x=1&min=5',
    );
  });
});
