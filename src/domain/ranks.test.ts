import { describe, expect, it } from 'vitest';
import { rankLabel } from './labels.ts';
import { MAX_LEGEND_RANK } from './limits.ts';
import { isBracket, rankProblem, rankProblemEnglish, rankTier, tierInBracket } from './ranks.ts';

describe('rankLabel', () => {
  it('labels every rank from 1 to 51', () => {
    const leagues = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'];
    for (let rank = 1; rank <= 50; rank++) {
      const league = leagues[Math.floor((rank - 1) / 10)];
      const division = 10 - ((rank - 1) % 10);
      expect(rankLabel(rank)).toBe(`${league} ${division}`);
    }
    expect(rankLabel(51)).toBe('Legend');
  });

  it('uses known values at the edges of each league', () => {
    expect(rankLabel(1)).toBe('Bronze 10');
    expect(rankLabel(10)).toBe('Bronze 1');
    expect(rankLabel(11)).toBe('Silver 10');
    expect(rankLabel(30)).toBe('Gold 1');
    expect(rankLabel(41)).toBe('Diamond 10');
    expect(rankLabel(48)).toBe('Diamond 3');
    expect(rankLabel(50)).toBe('Diamond 1');
  });

  it('shows the legend rank when known', () => {
    expect(rankLabel(51, 1234)).toBe('Legend 1234');
    expect(rankLabel(51, 1)).toBe('Legend 1');
    expect(rankLabel(51, null)).toBe('Legend');
  });

  it('never crashes on ranks outside the scale', () => {
    expect(rankLabel(0)).toBe('Rank 0');
    expect(rankLabel(52)).toBe('Rank 52');
    expect(rankLabel(-1)).toBe('Rank -1');
    expect(rankLabel(12.5)).toBe('Rank 12.5');
  });
});

describe('rank brackets', () => {
  it('puts each rank in its own tier', () => {
    expect(rankTier(1, null)).toBe('bronze-platinum');
    expect(rankTier(40, null)).toBe('bronze-platinum');
    expect(rankTier(41, null)).toBe('diamond');
    expect(rankTier(50, null)).toBe('diamond');
    expect(rankTier(51, null)).toBe('legend');
    expect(rankTier(51, 1001)).toBe('legend');
    expect(rankTier(51, 1000)).toBe('top1000');
    expect(rankTier(51, 1)).toBe('top1000');
  });

  it('nests Top 1000 inside Legend, and everything inside All', () => {
    expect(tierInBracket('top1000', 'legend')).toBe(true);
    expect(tierInBracket('legend', 'top1000')).toBe(false);
    expect(tierInBracket('diamond', 'legend')).toBe(false);
    expect(tierInBracket('bronze-platinum', 'all')).toBe(true);
    expect(tierInBracket('diamond', 'bronze-platinum')).toBe(false);
    expect(tierInBracket('diamond', 'diamond')).toBe(true);
  });

  it('knows its bracket names and nothing else', () => {
    for (const b of ['all', 'bronze-platinum', 'diamond', 'legend', 'top1000']) {
      expect(isBracket(b)).toBe(true);
    }
    for (const b of ['Legend', 'gold', '', null, undefined]) expect(isBracket(b)).toBe(false);
  });
});

describe('rankProblem', () => {
  it('accepts legend ranks up to 10 million and names one past it', () => {
    expect(rankProblem(51, MAX_LEGEND_RANK)).toBeNull();
    expect(rankProblem(51, MAX_LEGEND_RANK + 1)).toBe('legend-too-high');
    expect(rankProblemEnglish('legend-too-high')).toBe('legend rank over 10,000,000');
  });
});
