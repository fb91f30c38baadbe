// Figures and dates in the screen's language, through Intl, the same on every screen. No words
// here (the collector's logs use these too): sentences are in labels.ts and the catalogues.

// The locale every figure and date is written in: the screen's language (set once at
// start-up), English until then and in the collector's logs.
let formatLocale = 'en-US';

/** Every formatter below writes in this locale from now on. */
export function setFormatLocale(tag: string): void {
  if (tag === formatLocale) return;
  formatLocale = tag;
  formatters = undefined;
}

// One formatter each, made once per locale: building an Intl formatter per call (what
// toLocaleString does) costs tens of microseconds, and a poll formats hundreds of figures. Made
// on first use, not when the module loads: the first Intl object starts ICU (20-100 ms on a slow
// CPU), which the start-up pays while the history downloads (warmFormatters), not before it asks
// for the configuration.
let formatters:
  | {
      counts: Intl.NumberFormat;
      compact: Intl.NumberFormat;
      percent: Map<number, Intl.NumberFormat>;
      clock: Intl.DateTimeFormat;
      hoursMinutes: Intl.DateTimeFormat;
      hourMinuteSamples?: readonly string[];
      monthDay: Intl.DateTimeFormat;
      monthDayTime: Intl.DateTimeFormat;
      relative: Intl.RelativeTimeFormat;
    }
  | undefined;

function sharedFormatters() {
  formatters ??= {
    counts: new Intl.NumberFormat(formatLocale),
    compact: new Intl.NumberFormat(formatLocale, {
      notation: 'compact',
      maximumFractionDigits: 1,
    }),
    percent: new Map(),
    clock: new Intl.DateTimeFormat(formatLocale, {
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
    hoursMinutes: new Intl.DateTimeFormat(formatLocale, { hour: '2-digit', minute: '2-digit' }),
    monthDay: new Intl.DateTimeFormat(formatLocale, { month: 'short', day: 'numeric' }),
    monthDayTime: new Intl.DateTimeFormat(formatLocale, {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
    relative: new Intl.RelativeTimeFormat(formatLocale, { style: 'short', numeric: 'auto' }),
  };
  return formatters;
}

/** Makes the formatters now (at a moment the page would otherwise wait on the network). */
export function warmFormatters(): void {
  sharedFormatters();
}

/**
 * Ages whose texts are the widest `formatAge` writes in a language (the room an age is given,
 * see SteadyText): now; just under a minute, an hour and two days; two days, which some
 * languages write in a word ("l’altro ieri"); a hundred days.
 */
export const WIDEST_AGES_MS: readonly number[] = [
  0,
  59_000,
  59 * 60_000,
  47 * 3_600_000,
  48 * 3_600_000,
  100 * 86_400_000,
];

/** How long ago, in the locale's words: "now", "12 sec. ago", "3 min. ago", "2 hr. ago", "4 days ago". */
export function formatAge(ms: number): string {
  const { relative } = sharedFormatters();
  if (ms < 2000) return relative.format(0, 'second');
  const s = Math.floor(ms / 1000);
  if (s < 60) return relative.format(-s, 'second');
  const m = Math.floor(s / 60);
  if (m < 60) return relative.format(-m, 'minute');
  const h = Math.floor(m / 60);
  if (h < 48) return relative.format(-h, 'hour');
  return relative.format(-Math.floor(h / 24), 'day');
}

/** An interval as every screen writes it: { low: 0.48, high: 0.561 } → "48.0%–56.1%". */
export function formatInterval(interval: { low: number; high: number }, digits = 1): string {
  return `${formatPercent(interval.low, digits)}–${formatPercent(interval.high, digits)}`;
}

/** 0.5234 → "52.3%" ("52,3 %" in German). */
export function formatPercent(value: number, digits = 1): string {
  const { percent } = sharedFormatters();
  let format = percent.get(digits);
  if (!format) {
    format = new Intl.NumberFormat(formatLocale, {
      style: 'percent',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    percent.set(digits, format);
  }
  return format.format(value);
}

/** 10000 → "10,000" without Intl (for texts made when a module loads). */
export function groupThousands(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** 1234 → "1,234" ("1.234" in German). */
export function formatCount(n: number): string {
  return sharedFormatters().counts.format(n);
}

/** The time of day with seconds. */
export function formatTime(ms: number): string {
  return sharedFormatters().clock.format(ms);
}

/** "14:05". */
export function formatHourMinute(ms: number): string {
  return sharedFormatters().hoursMinutes.format(ms);
}

/**
 * Texts at least as wide as any `formatHourMinute` can write in this locale: each hour's shape
 * (its day period: "AM", "PM", or "上午", "中午", "下午"…) with every digit written as each of 0–9
 * in turn. Made once per locale.
 */
export function hourMinuteSamples(): readonly string[] {
  const shared = sharedFormatters();
  if (!shared.hourMinuteSamples) {
    const shapes = new Set<string>();
    for (let hour = 0; hour < 24; hour++) {
      shapes.add(shared.hoursMinutes.format(new Date(2000, 0, 1, hour, 0)));
    }
    const samples = new Set<string>();
    for (const shape of shapes) {
      for (const digit of '0123456789') samples.add(shape.replace(/[0-9]/g, digit));
    }
    shared.hourMinuteSamples = [...samples];
  }
  return shared.hourMinuteSamples;
}

/** "14:05" today, "Nov 22, 14:05" on another day. */
export function formatDateTime(ms: number, now: number): string {
  const sameDay = new Date(now).toDateString() === new Date(ms).toDateString();
  return sameDay ? formatHourMinute(ms) : formatDatedTime(ms);
}

/** "Nov 22, 14:05" whatever the day: both ends of a range say their date. */
export function formatDatedTime(ms: number): string {
  return sharedFormatters().monthDayTime.format(ms);
}

/** A count of games as a chart label: exact under 10,000, then "49.3k" (steady as games arrive). */
export function formatGames(n: number): string {
  return n < 10_000 ? formatCount(n) : sharedFormatters().compact.format(n);
}
