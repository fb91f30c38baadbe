// Labelled controls shared by the screens' filter bars, and the statistics screens' bar. Labels
// come in the screen's language.
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { DEFAULT_MIN_GAMES } from '../domain/min-games.ts';
import { bracketOptions, windowOptions } from '../domain/url-options.ts';

export interface Option {
  value: string;
  label: string;
  /** The label's language when it is not the screen's (a language's own name). */
  lang?: string;
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
            <option key={o.value} value={o.value} lang={o.lang}>
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
/** How long typing pauses before a valid number applies (Enter and leaving the field apply it at once). */
export const NUMBER_SETTLE_MS = 400;

/**
 * A whole number within [min, max]. It applies as soon as typing pauses on a valid value; a value
 * out of range or not whole says so under the field and changes nothing.
 */
export function WholeNumberInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max?: number;
  onChange: (n: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // A value changed from elsewhere (the URL) shows, unless it is what is typed already.
  if (value !== shown) {
    setShown(value);
    if (Number(text) !== value) setText(String(value));
  }
  const n = Number(text);
  const valid =
    text.trim() !== '' && Number.isInteger(n) && n >= min && (max === undefined || n <= max);
  const apply = useRef(onChange);
  apply.current = onChange;
  useEffect(() => {
    if (!valid || n === value) return;
    const id = setTimeout(() => apply.current(n), NUMBER_SETTLE_MS);
    return () => clearTimeout(id);
  }, [valid, n, value]);
  const commit = () => {
    if (valid && n !== value) onChange(n);
  };
  const errorId = useId();
  const { t } = useLingui();
  // Written as the field takes them: no thousands separators.
  const error =
    max === undefined
      ? t`A whole number ${min} or more; ${value} still applies.`
      : t`A whole number from ${min} to ${max}; ${value} still applies.`;
  return (
    <Field label={label}>
      {(id) => (
        <>
          <input
            id={id}
            type="number"
            min={min}
            max={max}
            step={1}
            inputMode="numeric"
            className="w-24 rounded border border-line bg-raised px-2 py-1.5 text-sm aria-[invalid=true]:border-bad"
            value={text}
            aria-invalid={!valid}
            aria-describedby={valid ? undefined : errorId}
            onChange={(e) => setText(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit();
            }}
          />
          {valid ? null : (
            <p id={errorId} className="max-w-40 text-xs text-bad">
              {error}
            </p>
          )}
        </>
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
  const { t } = useLingui();
  return <WholeNumberInput label={t`Minimum games`} value={value} min={1} onChange={onChange} />;
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
  const { t } = useLingui();
  return (
    <>
      <SelectControl
        label={t`Rank bracket`}
        value={bracket}
        options={bracketOptions()}
        onChange={(v) => onChange({ bracket: v === 'all' ? null : v })}
      />
      <SelectControl
        label={t`Time window`}
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
