import { describe, expect, it } from 'vitest';
import { chooseWindow, overlayOptions } from './overlay.ts';

describe('overlayOptions', () => {
  it('defaults to a five-row ticker, medium, dark, every bracket, a window chosen by games', () => {
    expect(overlayOptions(new URLSearchParams())).toEqual({
      content: 'ticker',
      size: 'm',
      theme: 'dark',
      bracket: 'all',
      window: null,
      minGames: 30,
      rows: 5,
    });
  });

  it('reads every option, and falls back on anything it does not know', () => {
    expect(
      overlayOptions(
        new URLSearchParams(
          'content=classes&size=l&theme=light&bracket=legend&window=6h&min=10&rows=8',
        ),
      ),
    ).toEqual({
      content: 'classes',
      size: 'l',
      theme: 'light',
      bracket: 'legend',
      window: '6h',
      minGames: 10,
      rows: 8,
    });
    expect(
      overlayOptions(new URLSearchParams('content=<script>&size=xxl&theme=pink&rows=500')),
    ).toMatchObject({ content: 'ticker', size: 'm', theme: 'dark', rows: 5 });
  });

  it('chooses the shortest window with the rows it wants, else everything kept', () => {
    const rows: Record<string, number> = { '1h': 0, '6h': 2, '24h': 5, '7d': 9, all: 9 };
    expect(chooseWindow((w) => rows[w] ?? 0, 3)).toBe('24h');
    expect(chooseWindow((w) => rows[w] ?? 0, 1)).toBe('6h');
    expect(chooseWindow(() => 0, 3)).toBe('all');
  });
});
