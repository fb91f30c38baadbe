// The calibration suite's figures (measured against the simulated ladder's truth; written by
// `npm run calibrate`, checked by the suite) as the rows #/methods and docs/statistics.md show.
// The words here are docs/statistics.md's, in English: `npm run calibrate` runs this file as it
// is (tsx, no Lingui macro). #/methods writes the same rows in the screen's language from the
// same figures (calibration-text.ts).

export interface RuleFigures {
  /** Spearman correlation with the true order, one per seed. */
  spearman: number[];
  tierOne: number;
  tierOneTrue: number;
}

export interface StationaryFigures {
  profile: string;
  /** Ranked archetypes over every snapshot, and how many of their intervals held the truth. */
  ranked: number;
  covered: number;
  snapshots: number;
  /** Trend marks shown over every snapshot: every one is false on a stationary ladder. */
  marks: number;
  /** Rule name → hours → figures. */
  rules: Record<string, Record<string, RuleFigures>>;
}

export interface Detection {
  seed: number;
  points: number;
  /** Minutes and games (of all archetypes) from the shift to the first mark; null: not found. */
  minutes: number | null;
  games: number | null;
  /** Other archetypes marked at that moment. */
  others: number;
}

export interface CalibrationFigures {
  demo: StationaryFigures;
  real: StationaryFigures;
  detection: Detection[];
}

export const RULE_COLUMNS = [
  { profile: 'demo', hours: '24', label: 'Demo rate, 1 day' },
  { profile: 'real', hours: '24', label: 'Real rate, 1 day' },
  { profile: 'real', hours: '168', label: 'Real rate, 7 days' },
] as const;
export type RuleColumn = (typeof RULE_COLUMNS)[number];

/** A rule's figures in each of RULE_COLUMNS (undefined where it was not measured). */
export function ruleColumnFigures(
  figures: CalibrationFigures,
  rule: string,
): (RuleFigures | undefined)[] {
  return RULE_COLUMNS.map((c) => figures[c.profile].rules[rule]?.[c.hours]);
}

/** The mean over seeds and their range; null without any. */
export function correlationSpread(
  values: readonly number[],
): { mean: number; min: number; max: number } | null {
  if (values.length === 0) return null;
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return { mean, min: Math.min(...values), max: Math.max(...values) };
}

const pct = (part: number, whole: number) =>
  whole > 0 ? `${((100 * part) / whole).toFixed(1)}%` : '–';

/** "0.61 (0.51–0.76)": the mean over seeds and their range. */
export function correlationText(values: readonly number[]): string {
  const spread = correlationSpread(values);
  if (!spread) return '–';
  return `${spread.mean.toFixed(2)} (${spread.min.toFixed(2)}–${spread.max.toFixed(2)})`;
}

/** "20 of 22 (90.9%)", or "none" when a rule put nothing in tier 1. */
export function tierOneText(f: RuleFigures | undefined): string {
  if (!f || f.tierOne === 0) return 'none';
  return `${f.tierOneTrue} of ${f.tierOne} (${pct(f.tierOneTrue, f.tierOne)})`;
}

export function ruleRows(figures: CalibrationFigures) {
  return Object.keys(figures.demo.rules).map((rule) => ({
    rule,
    cells: ruleColumnFigures(figures, rule).map((f) => ({
      correlation: correlationText(f?.spearman ?? []),
      tierOne: tierOneText(f),
    })),
  }));
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/** How the planted shifts were found: runs, found, median and worst; null figures: none found. */
export function detectionSummary(figures: CalibrationFigures) {
  const found = figures.detection.filter((d) => d.minutes !== null && d.games !== null);
  const minutes = found.map((d) => d.minutes ?? 0);
  const games = found.map((d) => d.games ?? 0);
  return {
    points: Math.abs(figures.detection[0]?.points ?? 0),
    runs: figures.detection.length,
    found: found.length,
    medianMinutes: median(minutes),
    medianGames: median(games),
    worstMinutes: found.length === 0 ? 0 : Math.max(...minutes),
    worstGames: found.length === 0 ? 0 : Math.max(...games),
    /** Other archetypes marked meanwhile, over every run. */
    others: figures.detection.reduce((s, d) => s + d.others, 0),
  };
}

export function summaryRows(figures: CalibrationFigures): [string, string][] {
  const d = detectionSummary(figures);
  return [
    ...(['demo', 'real'] as const).map((p): [string, string] => [
      `95% intervals holding the true win rate (${p} rate)`,
      `${pct(figures[p].covered, figures[p].ranked)} of ${figures[p].ranked.toLocaleString('en')} archetype rows`,
    ]),
    ...(['demo', 'real'] as const).map((p): [string, string] => [
      `▲/▼ shown on the stationary ladder (${p} rate)`,
      `${figures[p].marks} over ${figures[p].snapshots} moments`,
    ]),
    [
      `A ±${d.points}-point shift detected (demo rate, ${d.runs} runs)`,
      d.found === 0
        ? 'never'
        : `${d.found} of ${d.runs}: median ${d.medianMinutes} min (${d.medianGames.toLocaleString('en')} games), worst ${d.worstMinutes} min (${d.worstGames.toLocaleString('en')} games); ${d.others} other archetypes marked meanwhile`,
    ],
  ];
}

/** The tables as Markdown, for docs/statistics.md. */
export function markdownTables(figures: CalibrationFigures, commit: string): string {
  const summary = summaryRows(figures).map(([k, v]) => `| ${k} | ${v} |`);
  const head = RULE_COLUMNS.map((c) => `${c.label}: ρ | tier 1 truly > 50%`).join(' | ');
  const rules = ruleRows(figures).map(
    (r) => `| ${r.rule} | ${r.cells.map((c) => `${c.correlation} | ${c.tierOne}`).join(' | ')} |`,
  );
  return [
    `Measured at commit ${commit} over seeds 1–5 (\`npm run calibrate\`).`,
    '',
    '| Figure | Value |',
    '|---|---|',
    ...summary,
    '',
    `| Rule | ${head} |`,
    `|---|${RULE_COLUMNS.map(() => '---|---|').join('')}`,
    ...rules,
  ].join('\n');
}
