// Labelled controls shared by the screens' filter bars, and the statistics screens' bar.
import { type ReactNode, useId } from 'react';
import { DEFAULT_MIN_GAMES } from '../domain/chart-rows.ts';
import { BRACKET_OPTIONS, windowOptions } from '../domain/url-options.ts';

export interface Option {
  value: string;
  label: string;
}

/** A control under its label, the label tied to it by id. */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium uppercase tracking-wide text-muted">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export function SelectControl({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <select
          id={id}
          className="rounded border border-line bg-raised px-2 py-1.5 text-sm"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A whole-number field. Uncontrolled: half-typed values (a cleared field, "4" on the way to
 * "45") stay on screen, and only whole numbers within [min, max] reach `onChange`: as they are
 * typed when `live`, else on leaving the field or Enter (for values that recompute a screen).
 */
export function WholeNumberInput({
  label,
  value,
  min,
  max,
  live = false,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max?: number;
  live?: boolean;
  onChange: (n: number) => void;
}) {
  const commit = (text: string) => {
    const n = Number(text);
    if (Number.isInteger(n) && n >= min && (max === undefined || n <= max)) onChange(n);
  };
  return (
    <Field label={label}>
      {(id) => (
        <input
          id={id}
          type="number"
          min={min}
          max={max}
          step={1}
          inputMode="numeric"
          className="w-24 rounded border border-line bg-raised px-2 py-1.5 text-sm"
          defaultValue={value}
          // A value changed from elsewhere (the URL) shows; a live field keeps what is typed.
          key={live ? undefined : value}
          onChange={live ? (e) => commit(e.target.value) : undefined}
          onBlur={live ? undefined : (e) => commit(e.target.value)}
          onKeyDown={
            live
              ? undefined
              : (e) => {
                  if (e.key === 'Enter') commit(e.currentTarget.value);
                }
          }
        />
      )}
    </Field>
  );
}

export function MinGamesInput({
  value,
  onChange,
}: {
  value: number;
  onChange: (n: number) => void;
}) {
  return <WholeNumberInput label="Minimum games" value={value} min={1} onChange={onChange} />;
}

/**
 * The rank bracket and time window every statistics screen offers, written into the route's
 * options (defaults left out). `windows` are those the page's retention allows.
 */
export function BracketAndWindow({
  bracket,
  windowId,
  windows,
  onChange,
}: {
  bracket: string;
  windowId: string;
  windows: readonly Option[];
  onChange: (changes: Record<string, string | null>) => void;
}) {
  return (
    <>
      <SelectControl
        label="Rank bracket"
        value={bracket}
        options={BRACKET_OPTIONS}
        onChange={(v) => onChange({ bracket: v === 'all' ? null : v })}
      />
      <SelectControl
        label="Time window"
        value={windowId}
        options={windows}
        onChange={(v) => onChange({ window: v === 'all' ? null : v })}
      />
    </>
  );
}

/**
 * The filter bar of a statistics screen: its own controls first (`leading`), bracket and window,
 * more of its own (`children`), minimum games, then `trailing` (downloads). Defaults are left
 * out of the route's options.
 */
export function StatsFilterBar({
  state,
  retentionHours,
  leading,
  children,
  trailing,
}: {
  state: {
    bracket: string;
    windowId: string;
    minGames: number;
    setParams: (changes: Record<string, string | null>) => void;
  };
  retentionHours: number;
  leading?: ReactNode;
  children?: ReactNode;
  trailing?: ReactNode;
}) {
  const { setParams } = state;
  return (
    <div className="flex flex-wrap items-end gap-3">
      {leading}
      <BracketAndWindow
        bracket={state.bracket}
        windowId={state.windowId}
        windows={windowOptions(retentionHours)}
        onChange={setParams}
      />
      {children}
      <MinGamesInput
        value={state.minGames}
        onChange={(n) => setParams({ min: n === DEFAULT_MIN_GAMES ? null : String(n) })}
      />
      {trailing}
    </div>
  );
}
