// Dark (default), light, or follow the system; remembered in localStorage.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

type Theme = 'dark' | 'light' | 'system';
const THEMES: Theme[] = ['dark', 'light', 'system'];

function readTheme(): Theme {
  const current = document.documentElement.dataset.theme;
  return THEMES.includes(current as Theme) ? (current as Theme) : 'dark';
}

export function ThemeSwitch() {
  const { t } = useLingui();
  const [theme, setTheme] = useState<Theme>(readTheme);
  useEffect(() => {
    // public/theme.js sets the theme and the browser bar's colour before first paint.
    const apply = (window as { applyTheme?: (theme: Theme) => void }).applyTheme;
    if (apply) apply(theme);
    else document.documentElement.dataset.theme = theme;
    try {
      localStorage.setItem('theme', theme);
    } catch {
      // Storage blocked: the choice lasts for this page only.
    }
  }, [theme]);
  const labels: Record<Theme, string> = {
    dark: t({ message: 'Dark', context: 'colour theme' }),
    light: t({ message: 'Light', context: 'colour theme' }),
    system: t({ message: 'System', context: 'colour theme: follow the system setting' }),
  };
  // As the language menu: the select is transparent over its face (a half-filled circle and the
  // theme's word); on a phone the face is the circle alone, leaving the status pill its word.
  return (
    <label className="relative inline-flex h-7 min-w-0 cursor-pointer items-center gap-1.5 rounded border border-line bg-raised px-2 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent">
      <ThemeIcon />
      <span className="sr-only">
        <Trans comment="label of the colour theme menu in the header">Theme</Trans>
      </span>
      <span aria-hidden="true" className="min-w-0 truncate max-sm:hidden">
        {labels[theme]}
      </span>
      <select
        className="absolute inset-0 size-full cursor-pointer opacity-0"
        value={theme}
        onChange={(e) => setTheme(e.target.value as Theme)}
      >
        {THEMES.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A circle half filled: the sign for light and dark (decorative: the label names it). */
function ThemeIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 16 16"
      className="size-4 shrink-0 text-muted"
    >
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
      <path d="M8 1.5a6.5 6.5 0 0 0 0 13Z" fill="currentColor" />
    </svg>
  );
}
