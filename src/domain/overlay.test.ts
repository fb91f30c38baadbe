import { describe, expect, it } from 'vitest';
import { overlayOptions } from './overlay.ts';

describe('overlayOptions', () => {
  it('defaults to a five-row ticker, medium, dark, every bracket, the last hour', () => {
    expect(overlayOptions(new URLSearchParams())).toEqual({
      content: 'ticker',
      size: 'm',
      theme: 'dark',
      bracket: 'all',
      window: '1h',
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
});
