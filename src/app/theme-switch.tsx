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
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <span className="text-muted max-sm:sr-only">
        <Trans comment="label of the colour theme menu in the header">Theme</Trans>
      </span>
      <select
        className="rounded border border-line bg-raised px-2 py-1 max-sm:max-w-24"
        value={theme}
        onChange={(e) => setTheme(e.target.value as Theme)}
      >
        <option value="dark">{t({ message: 'Dark', context: 'colour theme' })}</option>
        <option value="light">{t({ message: 'Light', context: 'colour theme' })}</option>
        <option value="system">
          {t({ message: 'System', context: 'colour theme: follow the system setting' })}
        </option>
      </select>
    </label>
  );
}
