// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SeenMatch } from '../domain/match-store.ts';
import { testMatch } from '../test/fixtures.ts';
import { MatchList } from './match-list.tsx';

const seen = (id: string): SeenMatch => ({ ...testMatch(id, 1, 2, true), seenAt: 0 });

function list(ids: string[], now = 0) {
  return (
    <MatchList
      matches={ids.map(seen)}
      label="Latest"
      lookup={() => undefined}
      now={now}
      compact
      className=""
    />
  );
}

/** Per row (place): the match it shows, and whether it flashes as new. */
const rows = (container: HTMLElement) =>
  [...container.querySelectorAll('li')].map(
    (li) => `${li.dataset.matchId}${li.querySelector('.row-flash') ? '*' : ''}`,
  );

describe('MatchList', () => {
  it('keeps its rows as places: new matches move content down, a new one flashes', () => {
    const view = render(list(['b', 'a']));
    const first = view.container.querySelector('li');
    // The first list is no arrival: nothing flashes.
    expect(rows(view.container)).toEqual(['b', 'a']);
    view.rerender(list(['c', 'b', 'a']));
    expect(rows(view.container)).toEqual(['c*', 'b', 'a']);
    // The top place is the same element, now showing the new match: no row box moved.
    expect(view.container.querySelector('li')).toBe(first);
    // Re-rendered for the clock (a new array, the same matches): the flash is not cut short.
    view.rerender(list(['c', 'b', 'a'], 1000));
    expect(rows(view.container)).toEqual(['c*', 'b', 'a']);
    view.rerender(list(['e', 'd', 'c'], 2000));
    expect(rows(view.container)).toEqual(['e*', 'd*', 'c']);
  });
});
