import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLocale } from '../../domain/format.ts';
import { activateEnglish } from '../../test/i18n.ts';
import figures from './calibration.json' with { type: 'json' };
import {
  correlationText,
  RULE_COLUMNS,
  ruleColumnFigures,
  summaryRows,
  tierOneText,
} from './calibration-table.ts';
import {
  correlationLabel,
  formatAlternatives,
  ruleColumnLabel,
  ruleLabel,
  summaryLabels,
  tierOneLabel,
} from './calibration-text.ts';

afterEach(activateEnglish);

describe("#/methods' calibration rows", () => {
  it("say in English what docs/statistics.md's say", () => {
    expect(summaryLabels(figures)).toEqual(summaryRows(figures));
    for (const rule of Object.keys(figures.demo.rules)) {
      expect(ruleLabel(rule)).toBe(rule);
      for (const f of ruleColumnFigures(figures, rule)) {
        expect(correlationLabel(f?.spearman ?? [])).toBe(correlationText(f?.spearman ?? []));
        expect(tierOneLabel(f)).toBe(tierOneText(f));
      }
    }
    expect(RULE_COLUMNS.map(ruleColumnLabel)).toEqual(
      RULE_COLUMNS.map((c) => `${c.label}: ρ · tier 1`),
    );
  });

  it("write their figures in the screen's language", () => {
    i18n.load('de-DE', {});
    i18n.activate('de-DE');
    setFormatLocale('de-DE');
    expect(correlationLabel([0.5, 0.6, 0.7])).toBe('0,60 (0,50–0,70)');
    expect(tierOneLabel({ spearman: [], tierOne: 22, tierOneTrue: 20 })).toBe(
      '20 of 22 (90,9\u00a0%)',
    );
    expect(formatAlternatives(['3', '6', '12'])).toBe('3, 6 oder 12');
    expect(summaryLabels(figures)[4]?.[1]).toMatch(/^6 of 6: median 110 Min\. \(13\.185 games\)/);
  });
});
