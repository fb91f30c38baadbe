import { describe, expect, it } from 'vitest';
import { HOUR } from './buckets.ts';
import {
  formatAge,
  formatCount,
  formatDatedTime,
  formatDateTime,
  formatGames,
  formatHourMinute,
  formatInterval,
  formatPercent,
  formatTime,
  groupThousands,
  hourMinuteSamples,
  setFormatLocale,
} from './format.ts';
import {
  depthLabel,
  filterSummary,
  formatGamesCounted,
  formatRoughCount,
  formatRoughHours,
} from './labels.ts';

describe('formatAge', () => {
  it.each([
    [0, 'now'],
    [1999, 'now'],
    [2000, '2 sec. ago'],
    [59_999, '59 sec. ago'],
    [60_000, '1 min. ago'],
    [59 * 60_000 + 59_999, '59 min. ago'],
    [3_600_000, '1 hr. ago'],
    [47 * 3_600_000 + 3_599_999, '47 hr. ago'],
    [48 * 3_600_000, '2 days ago'],
    [10 * 24 * 3_600_000, '10 days ago'],
  ])('%i ms reads "%s"', (ms, text) => {
    expect(formatAge(ms)).toBe(text);
  });
});

describe('number formats', () => {
  it('formats shares as percentages with one decimal by default', () => {
    expect(formatPercent(0.5234)).toBe('52.3%');
    expect(formatPercent(0.5, 0)).toBe('50%');
    expect(formatPercent(1)).toBe('100.0%');
  });

  it('groups thousands the same way everywhere', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
    // Without Intl (texts made as a module loads), the same digits.
    for (const n of [0, 7, 999, 1000, 10000, 123456, 1234567, 2 ** 31 - 1]) {
      expect(groupThousands(n)).toBe(formatCount(n));
    }
    expect(groupThousands(-1234.9)).toBe('-1,234');
  });

  it('shows a time of day', () => {
    expect(formatTime(Date.UTC(2026, 10, 22, 12, 34, 56))).toBe(
      new Date(Date.UTC(2026, 10, 22, 12, 34, 56)).toLocaleTimeString(),
    );
    expect(formatTime(0)).not.toBe('');
  });
});

describe('rough figures', () => {
  it('rounds a count to two significant figures', () => {
    expect(formatRoughCount(37.4)).toBe('about 37');
    expect(formatRoughCount(437)).toBe('about 440');
    expect(formatRoughCount(12_345)).toBe('about 12,000');
    expect(formatRoughCount(0.2)).toBe('about 1');
  });

  it('names a duration in minutes, hours, days or months', () => {
    expect(formatRoughHours(0.6)).toBe('about 40 minutes');
    expect(formatRoughHours(0.01)).toBe('about 10 minutes');
    expect(formatRoughHours(1.2)).toBe('about 1 hour');
    expect(formatRoughHours(30)).toBe('about 30 hours');
    expect(formatRoughHours(60)).toBe('about 3 days');
    expect(formatRoughHours(24 * 100)).toBe('over 3 months');
  });

  it('changes unit exactly at 1 hour, 48 hours and 60 days', () => {
    expect(formatRoughHours(1)).toBe('about 1 hour');
    expect(formatRoughHours(48)).toBe('about 2 days');
    expect(formatRoughHours(24 * 60)).toBe('over 2 months');
  });
});

describe('game counts and times on charts', () => {
  it('writes games exactly under 10,000, then in thousands to one decimal', () => {
    expect(formatGames(9_999)).toBe('9,999');
    expect(formatGames(10_000)).toBe('10K');
    expect(formatGames(49_321)).toBe('49.3K');
  });

  it('writes a time of today as the time only, another day with its date', () => {
    const at = new Date(2026, 10, 22, 14, 5).getTime();
    expect(formatHourMinute(at)).toContain('05');
    expect(formatDateTime(at, at + 60_000)).toBe(formatHourMinute(at));
    const otherDay = formatDateTime(at, at + 2 * 24 * HOUR);
    expect(otherDay).toContain('22');
    expect(otherDay.endsWith(`, ${formatHourMinute(at)}`)).toBe(true);
  });

  it("gives the clock's room: each shape of the day (AM and PM) with every digit as 0-9", () => {
    // Intl writes a space or a narrow no-break space before the day period, by ICU version.
    const samples = hourMinuteSamples().map((s) => s.replace(/\s/g, ' '));
    expect([...samples].sort()).toEqual(
      [...'0123456789'].flatMap((d) => [`${d}${d}:${d}${d} AM`, `${d}${d}:${d}${d} PM`]).sort(),
    );
  });

  it.each(['ko', 'de'])(
    'in %s, every minute of a day has the shape of a sample, with its digits',
    (locale) => {
      setFormatLocale(locale);
      try {
        const shapes = new Set(hourMinuteSamples().map((s) => s.replace(/[0-9]/g, '0')));
        for (let minute = 0; minute < 24 * 60; minute += 7) {
          const text = formatHourMinute(new Date(2026, 10, 26, 0, minute).getTime());
          expect(shapes).toContain(text.replace(/[0-9]/g, '0'));
          expect(hourMinuteSamples()).toContain(text.replace(/[0-9]/g, '8'));
        }
      } finally {
        setFormatLocale('en-US');
      }
    },
  );

  it('dates both ends of a range, today included, so a range over midnight reads right', () => {
    const from = new Date(2026, 10, 25, 8, 0).getTime();
    const to = new Date(2026, 10, 26, 8, 41).getTime();
    expect(formatDatedTime(from)).toContain('25');
    expect(formatDatedTime(to)).toContain('26');
    expect(formatDatedTime(to).endsWith(`, ${formatHourMinute(to)}`)).toBe(true);
  });
});

describe('formatInterval', () => {
  it('writes low–high as percentages, to the digits asked', () => {
    expect(formatInterval({ low: 0.48, high: 0.5612 })).toBe('48.0%–56.1%');
    expect(formatInterval({ low: 0.48, high: 0.5612 }, 0)).toBe('48%–56%');
  });
});

describe('depthLabel', () => {
  const now = Date.UTC(2026, 10, 23, 15);
  it('says whether figures include the shared history or only this screen', () => {
    expect(depthLabel({ asOf: now, since: now - 2 * HOUR, liveFrom: now }, null, now)).toMatch(
      /^History since .+ \+ live$/,
    );
    expect(depthLabel(null, now - HOUR, now)).toMatch(/^This screen only \(since .+\)$/);
    expect(depthLabel(null, null, now)).toBe('This screen only');
    expect(depthLabel({ asOf: now, since: null, liveFrom: now }, null, now)).toBe(
      'This screen only',
    );
  });
});

describe('filterSummary', () => {
  it('writes the games, the depth, the bracket and the window of a statistics screen', () => {
    expect(filterSummary(2468, 'This screen only', 'all', '24h')).toBe(
      '1,234 games · This screen only · All ranks · 24 hours',
    );
    expect(filterSummary(2, 'History since 14:05 + live', 'all', 'all')).toBe(
      '1 game · History since 14:05 + live · All ranks · Since start',
    );
  });

  it("counts a bracket's games as its players' games: a whole number, never half a match", () => {
    // 100,867 Legend slots: 50,433.5 "matches" if halved.
    expect(formatGamesCounted(100_867, 'legend')).toBe('100,867 Legend player games');
    expect(filterSummary(3, 'This screen only', 'legend', '24h')).toBe(
      '3 Legend player games · This screen only · Legend · 24 hours',
    );
  });
});
