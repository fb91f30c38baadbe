// #/wall-link: choose a wall's panels, bracket, window, rotation, minimum games, theme and
// language, and get the address to open on the TV (every option is in the URL, so the TV needs
// no setup; the language as `?lang=` before the hash, so it holds whatever the TV's browser says).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  MinGamesInput,
  SelectControl,
  WholeNumberInput,
} from '../../components/filter-controls.tsx';
import type { Locale } from '../../domain/locales.ts';
import {
  bracketOptions,
  languageOptions,
  shareLink,
  windowOptions,
} from '../../domain/url-options.ts';
import {
  WALL_DEFAULTS,
  WALL_PANELS,
  type WallOptions,
  type WallPanel,
  wallRoute,
} from '../../domain/wall.ts';
import { useRuntime } from '../../runtime/context.ts';

const PANEL_LABELS = {
  ticker: msg`Latest matches`,
  classes: msg`Class win rates`,
  rotation: msg`Rotation: top archetypes, notable matchups, each class`,
} satisfies Record<WallPanel, unknown>;

export function WallLinkBuilder() {
  const { config } = useRuntime();
  const { t, i18n } = useLingui();
  const [options, setOptions] = useState<WallOptions>(WALL_DEFAULTS);
  const [language, setLanguage] = useState<Locale | null>(null);
  const [copied, setCopied] = useState(false);
  const urlId = useId();
  const set = (patch: Partial<WallOptions>) => {
    setCopied(false);
    setOptions((o) => ({ ...o, ...patch }));
  };
  const togglePanel = (panel: WallPanel, on: boolean) => {
    const panels = new Set(options.panels);
    if (on) panels.add(panel);
    else panels.delete(panel);
    // A wall shows at least one panel.
    if (panels.size > 0) set({ panels });
  };
  const route = wallRoute(options);
  const url = shareLink(route, window.location.href, language);
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">
        <Trans>Wall link</Trans>
      </h1>
      <p className="text-muted">
        <Trans>
          Choose what the wall shows; open the address on the TV. Everything is in the address, so
          the TV needs no setup.
        </Trans>
      </p>
      <fieldset className="rounded-lg border border-line bg-surface p-4">
        <legend className="px-1 font-semibold">
          <Trans>Panels</Trans>
        </legend>
        {WALL_PANELS.map((panel) => (
          <label key={panel} className="mr-6 inline-flex items-center gap-2">
            <input
              type="checkbox"
              checked={options.panels.has(panel)}
              onChange={(e) => togglePanel(panel, e.target.checked)}
            />
            {i18n._(PANEL_LABELS[panel])}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        <SelectControl
          label={t`Rank bracket`}
          value={options.bracket}
          options={bracketOptions()}
          onChange={(v) => set({ bracket: v as WallOptions['bracket'] })}
        />
        <SelectControl
          label={t`Time window`}
          value={options.window}
          options={windowOptions(config.retentionHours)}
          onChange={(v) => set({ window: v as WallOptions['window'] })}
        />
        <WholeNumberInput
          label={t`Seconds per chart`}
          value={options.rotateSeconds}
          min={5}
          max={3600}
          onChange={(n) => set({ rotateSeconds: n })}
        />
        <MinGamesInput value={options.minGames} onChange={(n) => set({ minGames: n })} />
        <SelectControl
          label={t`Theme`}
          value={options.theme ?? ''}
          options={[
            { value: '', label: t({ message: "The TV's own", comment: 'wall link: theme' }) },
            { value: 'dark', label: t({ message: 'Dark', comment: 'theme' }) },
            { value: 'light', label: t({ message: 'Light', comment: 'theme' }) },
          ]}
          onChange={(v) => set({ theme: v === 'dark' || v === 'light' ? v : null })}
        />
        <SelectControl
          label={t({ message: 'Language', comment: "wall link: the wall's language" })}
          value={language ?? ''}
          options={languageOptions()}
          onChange={(v) => {
            setCopied(false);
            setLanguage(v === '' ? null : (v as Locale));
          }}
        />
        <label className="inline-flex items-center gap-2 pb-1.5">
          <input
            type="checkbox"
            checked={options.shift}
            onChange={(e) => set({ shift: e.target.checked })}
          />
          <Trans>Burn-in shift</Trans>
        </label>
      </div>
      <div className="space-y-2 rounded-lg border border-line bg-surface p-4">
        <label htmlFor={urlId} className="font-semibold">
          <Trans>Address for the TV</Trans>
        </label>
        <input
          id={urlId}
          readOnly
          value={url}
          className="w-full rounded border border-line bg-raised px-2 py-1.5 font-mono text-sm"
          onFocus={(e) => e.currentTarget.select()}
        />
        <div className="flex gap-3">
          <button
            type="button"
            className="rounded border border-line bg-raised px-3 py-1.5 text-sm hover:bg-surface"
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(() => setCopied(true));
            }}
          >
            <Trans>Copy</Trans>
          </button>
          <a href={route} className="px-1 py-1.5 text-sm underline">
            <Trans>Open the wall here</Trans>
          </a>
          <span role="status" className="py-1.5 text-sm text-muted">
            {copied ? t`Copied.` : ''}
          </span>
        </div>
      </div>
    </div>
  );
}
