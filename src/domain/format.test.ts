import { describe, expect, it } from 'vitest';
import { formatAge, formatCount, formatPercent, formatTime } from './format.ts';

describe('formatAge', () => {
  it.each([
    [0, 'just now'],
    [1999, 'just now'],
    [2000, '2 s ago'],
    [59_999, '59 s ago'],
    [60_000, '1 min ago'],
    [59 * 60_000 + 59_999, '59 min ago'],
    [3_600_000, '1 h ago'],
    [47 * 3_600_000 + 3_599_999, '47 h ago'],
    [48 * 3_600_000, '2 d ago'],
    [10 * 24 * 3_600_000, '10 d ago'],
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
  });

  it('shows a time of day', () => {
    expect(formatTime(Date.UTC(2026, 10, 22, 12, 34, 56))).toBe(
      new Date(Date.UTC(2026, 10, 22, 12, 34, 56)).toLocaleTimeString(),
    );
    expect(formatTime(0)).not.toBe('');
  });
});
