// #/methods in the screen's language: the calibration rows (calibration-table.ts writes the same
// figures in English for docs/statistics.md), and the few figures this page writes that
// domain/format.ts has no formatter for (ρ and z to two decimals, minutes, days, lists of
// figures), through Intl in the screen's language. Called while the page renders.
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { formatCount, formatPercent } from '../../domain/format.ts';
import { formatTag, PSEUDO } from '../../domain/ui-language.ts';
import {
  type CalibrationFigures,
  correlationSpread,
  detectionSummary,
  type RuleColumn,
  type RuleFigures,
} from './calibration-table.ts';

/** The tag figures are written in: the active catalogue's (the pseudo-locale's are English). */
function numberTag(): string {
  return i18n.locale === PSEUDO || !i18n.locale ? formatTag(PSEUDO) : i18n.locale;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const tag = numberTag();
  const id = `${tag} ${key}`;
  let format = numberFormats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(id, format);
  }
  return format;
}

/** 0.9504 → "0.95" ("0,95" in German). */
export function formatDecimal(value: number, digits = 2): string {
  return numberFormat(`decimal${digits}`, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** 110 → "110 min" ("110 Min.", "110分钟"). */
export function formatMinutes(minutes: number): string {
  return numberFormat('minutes', { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(
    minutes,
  );
}

/** 7 → "7 days" ("7 Tage", "7天"). */
export function formatDays(days: number): string {
  return numberFormat('days', { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(days);
}

/** Alternatives: ["3", "6", "12"] → "3, 6, or 12" ("3, 6 oder 12", "3、6或12"). */
export function formatAlternatives(items: readonly string[]): string {
  return new Intl.ListFormat(numberTag(), { type: 'disjunction' }).format(items);
}

/** Every one of: ["Diamond", "Legend"] → "Diamond and Legend". */
export function formatAll(items: readonly string[]): string {
  return new Intl.ListFormat(numberTag(), { type: 'conjunction' }).format(items);
}

/**
 * A ranking rule's name as the calibration suite names it (src/test/calibration.ts, the keys of
 * calibration.json); a rule this page does not know keeps its name. HSReplay, HSGuru and
 * Firestone are the names of other sites.
 */
export function ruleLabel(rule: string): string {
  switch (rule) {
    case 'Ours: tiers tested at once (BH 5%), then the empirical-Bayes rate':
      return t({
        message: 'Ours: tiers tested at once (BH 5%), then the empirical-Bayes rate',
        comment: 'a ranking rule; BH: Benjamini–Hochberg',
      });
    case 'Before: tiers by the 95% interval alone, then its low end':
      return t({
        message: 'Before: tiers by the 95% interval alone, then its low end',
        comment: "a ranking rule: the dashboard's previous one",
      });
    case 'HSReplay: raw win rate; tier 1 from the best − σ':
      return t({
        message: 'HSReplay: raw win rate; tier 1 from the best − σ',
        comment: 'a ranking rule; HSReplay is the name of a site',
      });
    case 'HSGuru: raw win rate; above 50%':
      return t({
        message: 'HSGuru: raw win rate; above 50%',
        comment: 'a ranking rule; HSGuru is the name of a site',
      });
    case 'Firestone: p − 3·√(p(1−p)/n); above 50%':
      return t({
        message: 'Firestone: p − 3·√(p(1−p)/n); above 50%',
        comment: 'a ranking rule; Firestone is the name of an app',
      });
    case 'Empirical Bayes: shrunk rate; above 50%':
      return t({ message: 'Empirical Bayes: shrunk rate; above 50%', comment: 'a ranking rule' });
    default:
      return rule;
  }
}

/** A column of the rules table: the ladder's rate and the window, then what each cell gives. */
export function ruleColumnLabel(column: RuleColumn): string {
  const comment = 'column header: rank correlation ρ, then how many of tier 1 were truly above 50%';
  if (column.profile === 'demo') return t({ message: 'Demo rate, 1 day: ρ · tier 1', comment });
  if (column.hours === '24') return t({ message: 'Real rate, 1 day: ρ · tier 1', comment });
  return t({ message: 'Real rate, 7 days: ρ · tier 1', comment });
}

/** "0.61 (0.51–0.76)": the mean over seeds and their range; "–" where none was measured. */
export function correlationLabel(values: readonly number[]): string {
  const spread = correlationSpread(values);
  if (!spread) return '–';
  // Rounded as docs/statistics.md rounds them (toFixed), so both say the same.
  const two = (x: number) => formatDecimal(Number(x.toFixed(2)));
  return `${two(spread.mean)} (${two(spread.min)}–${two(spread.max)})`;
}

/** "20 of 22 (90.9%)": how many of a rule's tier 1 were truly above 50%; "none" without any. */
export function tierOneLabel(f: RuleFigures | undefined): string {
  if (!f || f.tierOne === 0)
    return t({ message: 'none', comment: 'a rule put no archetype in tier 1' });
  const right = formatCount(f.tierOneTrue);
  const total = formatCount(f.tierOne);
  const share = formatPercent(f.tierOneTrue / f.tierOne);
  return t`${right} of ${total} (${share})`;
}

/** The summary of the calibration: what was measured, and what came out. */
export function summaryLabels(figures: CalibrationFigures): [string, string][] {
  const confidence = formatPercent(0.95, 0);
  const coverage = (profile: 'demo' | 'real'): [string, string] => {
    const { covered, ranked } = figures[profile];
    const share = ranked > 0 ? formatPercent(covered / ranked) : '–';
    const rows = formatCount(ranked);
    return [
      profile === 'demo'
        ? t`${confidence} intervals holding the true win rate (demo rate)`
        : t`${confidence} intervals holding the true win rate (real rate)`,
      t`${plural(ranked, {
        one: `${share} of ${rows} archetype row`,
        other: `${share} of ${rows} archetype rows`,
      })}`,
    ];
  };
  const falseMarks = (profile: 'demo' | 'real'): [string, string] => {
    const { marks: markCount, snapshots } = figures[profile];
    const marks = formatCount(markCount);
    const moments = formatCount(snapshots);
    return [
      profile === 'demo'
        ? t`▲/▼ shown on the stationary ladder (demo rate)`
        : t`▲/▼ shown on the stationary ladder (real rate)`,
      t`${plural(snapshots, {
        one: `${marks} over ${moments} moment`,
        other: `${marks} over ${moments} moments`,
      })}`,
    ];
  };
  const d = detectionSummary(figures);
  const points = formatCount(d.points);
  const runCount = d.runs;
  const runs = formatCount(runCount);
  const found = formatCount(d.found);
  const medianTime = formatMinutes(d.medianMinutes);
  const worstTime = formatMinutes(d.worstMinutes);
  const medianGameCount = d.medianGames;
  const worstGameCount = d.worstGames;
  const medianGames = formatCount(medianGameCount);
  const worstGames = formatCount(worstGameCount);
  const otherCount = d.others;
  const others = formatCount(otherCount);
  return [
    coverage('demo'),
    coverage('real'),
    falseMarks('demo'),
    falseMarks('real'),
    [
      t`${plural(runCount, {
        one: `A ±${points}-point shift detected (demo rate, ${runs} run)`,
        other: `A ±${points}-point shift detected (demo rate, ${runs} runs)`,
      })}`,
      d.found === 0
        ? t({ message: 'never', comment: 'a planted shift was never detected' })
        : t`${found} of ${runs}: median ${medianTime} (${plural(medianGameCount, {
            one: `${medianGames} game`,
            other: `${medianGames} games`,
          })}), worst ${worstTime} (${plural(worstGameCount, {
            one: `${worstGames} game`,
            other: `${worstGames} games`,
          })}); ${plural(otherCount, {
            one: `${others} other archetype marked meanwhile`,
            other: `${others} other archetypes marked meanwhile`,
          })}`,
    ],
  ];
}
