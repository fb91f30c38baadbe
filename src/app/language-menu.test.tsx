// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UI_LANGUAGES } from '../domain/ui-language.ts';
import { activateEnglish } from '../test/i18n.ts';
import { renderWithRuntime } from '../test/render-with-runtime.tsx';
import { LANGUAGE_KEY } from './i18n.ts';
import { LanguageMenu, localeOfTag, withoutLanguageParam } from './language-menu.tsx';

function renderMenu() {
  return renderWithRuntime(
    <I18nProvider i18n={i18n}>
      <LanguageMenu />
    </I18nProvider>,
    { poll: false },
  );
}

afterEach(() => {
  activateEnglish();
  vi.unstubAllGlobals();
  localStorage.removeItem(LANGUAGE_KEY);
  window.history.replaceState(null, '', '/');
});

describe('LanguageMenu', () => {
  it("lists the game's 14 languages by their own names, the page's selected", () => {
    renderMenu();
    const menu = screen.getByRole('combobox', { name: 'Language' });
    const options = within(menu).getAllByRole('option');
    expect(options).toHaveLength(14);
    expect(options.map((o) => o.textContent)).toEqual(
      Object.values(UI_LANGUAGES).map((l) => l.nativeName),
    );
    expect(within(menu).getByRole('option', { name: '日本語' })).toHaveAttribute('lang', 'ja-JP');
    expect(within(menu).getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de-DE');
    expect(menu).toHaveValue('enUS');
    expect(within(menu).getByRole('option', { name: 'English' })).toHaveProperty('selected', true);
  });

  it('shows the language the page speaks as the current one', () => {
    i18n.load('ko-KR', {});
    i18n.activate('ko-KR');
    renderMenu();
    expect(screen.getByRole('combobox')).toHaveValue('koKR');
  });

  it('saves the choice, saves the statistics, drops ?lang= from the address and reloads', async () => {
    window.history.replaceState(null, '', '/?lang=ko&poll=5000#/tiers?min=5');
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const view = renderMenu();
    const flush = vi.spyOn(view.runtime.persistence, 'flush');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('deDE');
    expect(flush).toHaveBeenCalledOnce();
    expect(flush.mock.invocationCallOrder[0]).toBeLessThan(reload.mock.invocationCallOrder[0] ?? 0);
    // The deployment's own overrides and the screen's options stay; only the language goes.
    expect(document.URL).toBe('http://localhost:3000/?poll=5000#/tiers?min=5');
  });
});

describe('the language menu helpers', () => {
  it('maps the catalogue tag back to the language, English for the pseudo-locale', () => {
    expect(localeOfTag('ko-KR')).toBe('koKR');
    expect(localeOfTag('zh-TW')).toBe('zhTW');
    expect(localeOfTag('pseudo')).toBe('enUS');
  });

  it('drops ?lang= before the hash and in the route, and says when there is none', () => {
    expect(withoutLanguageParam('https://x.test/d/?lang=ko#/wall')).toBe('https://x.test/d/#/wall');
    expect(withoutLanguageParam('https://x.test/d/#/tiers?lang=de&min=5')).toBe(
      'https://x.test/d/#/tiers?min=5',
    );
    expect(withoutLanguageParam('https://x.test/d/#/tiers?min=5')).toBeNull();
  });
});
