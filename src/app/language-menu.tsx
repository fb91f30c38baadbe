// The language menu in the header: the game's 14 languages, each named in its own script. A
// choice is saved (it then wins over the browser's languages), this page's statistics are saved,
// and the page reloads into the language: every message, figure and card name follows it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LOCALES, type Locale } from '../domain/locales.ts';
import { UI_LANGUAGES } from '../domain/ui-language.ts';
import { useRuntime } from '../runtime/context.ts';
import { saveLanguage } from './i18n.ts';

/** The one of the 14 a catalogue tag ("de-DE") belongs to; English for the pseudo-locale. */
export function localeOfTag(tag: string): Locale {
  return LOCALES.find((l) => UI_LANGUAGES[l].tag === tag) ?? 'enUS';
}

/**
 * The address without `?lang=` (before the hash, or in the route), which would otherwise win over
 * the saved choice; null when it has none.
 */
export function withoutLanguageParam(href: string): string | null {
  const url = new URL(href);
  let changed = false;
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    changed = true;
  }
  const at = url.hash.indexOf('?');
  if (at >= 0) {
    const route = new URLSearchParams(url.hash.slice(at + 1));
    if (route.has('lang')) {
      route.delete('lang');
      const rest = route.toString();
      url.hash = `${url.hash.slice(1, at)}${rest ? `?${rest}` : ''}`;
      changed = true;
    }
  }
  return changed ? url.toString() : null;
}

export function LanguageMenu() {
  const { i18n } = useLingui();
  const { persistence } = useRuntime();
  const [switching, setSwitching] = useState(false);
  const current = localeOfTag(i18n.locale);
  const choose = (language: Locale) => {
    if (language === current) return;
    setSwitching(true);
    saveLanguage(language);
    // The statistics this page holds are saved first: the reload would lose the unsaved ones.
    void persistence
      .flush()
      .catch(() => {})
      .then(() => {
        const address = withoutLanguageParam(window.location.href);
        if (address) window.history.replaceState(window.history.state, '', address);
        window.location.reload();
      });
  };
  const { tag, nativeName } = UI_LANGUAGES[current];
  // The select itself is transparent over its face (a globe and the language's own name): the
  // face gives way to the globe alone where the header has no room, as the status pill does.
  return (
    <label className="relative inline-flex h-7 min-w-0 cursor-pointer items-center gap-1.5 rounded border border-line bg-raised px-2 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent">
      <GlobeIcon />
      <span className="sr-only">
        <Trans comment="label of the menu that chooses the dashboard's language">Language</Trans>
      </span>
      <span aria-hidden="true" lang={tag} className="min-w-0 truncate max-md:hidden">
        {nativeName}
      </span>
      <select
        className="absolute inset-0 size-full cursor-pointer opacity-0"
        value={current}
        disabled={switching}
        onChange={(e) => choose(e.target.value as Locale)}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={UI_LANGUAGES[l].tag}>
            {UI_LANGUAGES[l].nativeName}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A globe: the sign for a language menu in any language (decorative: the label names it). */
function GlobeIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.3"
      className="size-4 shrink-0 text-muted"
    >
      <circle cx="8" cy="8" r="6.5" />
      <path d="M1.5 8h13M8 1.5c-2.2 2.4-2.2 10.6 0 13M8 1.5c2.2 2.4 2.2 10.6 0 13" />
    </svg>
  );
}
