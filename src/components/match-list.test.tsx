// @vitest-environment jsdom
import { act, render as renderPlain, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SeenMatch } from '../domain/match-store.ts';
import { testMatch } from '../test/fixtures.ts';
import { I18nWrapper } from '../test/i18n.ts';
import { MatchList } from './match-list.tsx';

/** Rendered inside the page's I18nProvider. */
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: I18nWrapper });

const seen = (id: string): SeenMatch => ({ ...testMatch(id, 1, 2, true), seenAt: 0 });

function list(ids: string[]) {
  return (
    <MatchList
      matches={ids.map(seen)}
      label="Latest"
      lookup={() => undefined}
      compact
      gap="0.3rem"
    />
  );
}

/** Per row (place): the match it shows, and whether it flashes as new. */
const rows = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[role=listitem]')].map(
    (li) => `${li.dataset.matchId}${li.querySelector('.row-flash') ? '*' : ''}`,
  );

const byMatch = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLElement>(`[data-match-id="${id}"]`);

const height = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[role=list]')?.style.height;

const transform = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-rows]')?.style.transform;

describe('MatchList', () => {
  it('keeps each match in its own row: a new match is one new row at the top, and flashes', async () => {
    const view = render(list(['b', 'a']));
    const b = byMatch(view.container, 'b');
    const bPlace = b?.style.transform;
    expect(transform(view.container)).toBe('translateY(calc(0px + 1 * 0.3rem))');
    // The first list is no arrival: nothing flashes.
    expect(rows(view.container)).toEqual(['b', 'a']);
    view.rerender(list(['c', 'b', 'a']));
    // The new row is drawn first where it will stand while the list has not moved yet (above the
    // list's top, clipped): the list keeps its place and its room for a frame, and the new row's
    // flash waits until it is in sight.
    expect(rows(view.container)).toEqual(['c', 'b', 'a']);
    expect(transform(view.container)).toBe('translateY(calc(0px + 1 * 0.3rem))');
    expect(height(view.container)).toBe('calc(0px + 0.3rem)');
    // Then the list moves down one row and takes the room of three.
    await waitFor(() =>
      expect(transform(view.container)).toBe('translateY(calc(0px + 2 * 0.3rem))'),
    );
    expect(height(view.container)).toBe('calc(0px + 0.6rem)');
    expect(rows(view.container)).toEqual(['c*', 'b', 'a']);
    // The match that was there keeps its element (nothing re-mounted) and its place within the
    // list (nothing laid out or painted again).
    expect(byMatch(view.container, 'b')).toBe(b);
    expect(b?.style.transform).toBe(bPlace);
    // Re-rendered with a new array of the same matches: the flash is not cut short.
    view.rerender(list(['c', 'b', 'a']));
    expect(rows(view.container)).toEqual(['c*', 'b', 'a']);
    // Rows the new list drops stay until the list has moved: no gap at its foot for a frame.
    view.rerender(list(['e', 'd', 'c']));
    expect(rows(view.container)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(transform(view.container)).toBe('translateY(calc(0px + 2 * 0.3rem))');
    await waitFor(() => expect(b?.isConnected).toBe(false));
    expect(rows(view.container)).toEqual(['e*', 'd*', 'c']);
    expect(transform(view.container)).toBe('translateY(calc(0px + 4 * 0.3rem))');
    // The box keeps the room of its rows, which are out of the flow: three rows (of no height
    // without layout) and the two gaps between them.
    expect(height(view.container)).toBe('calc(0px + 0.6rem)');
    // A list that is not the last one grown at the top (a filter) is placed afresh, at once.
    view.rerender(list(['e', 'c']));
    expect(transform(view.container)).toBe('translateY(calc(0px + 1 * 0.3rem))');
    expect(rows(view.container)).toEqual(['e', 'c']);
  });

  it('places a list that is not an arrival at once, with no frame waited for', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    try {
      const view = render(list(['c', 'b', 'a']));
      // The ages' clock (one timer for every row).
      const clock = vi.getTimerCount();
      expect(clock).toBe(1);
      // A filter's list: drawn where it stands, and nothing is scheduled to move it.
      view.rerender(list(['y', 'x']));
      expect(transform(view.container)).toBe('translateY(calc(0px + 1 * 0.3rem))');
      expect(vi.getTimerCount()).toBe(clock);
      // A match on top of it: drawn unseen, and the list moved down a frame later.
      view.rerender(list(['z', 'y', 'x']));
      expect(transform(view.container)).toBe('translateY(calc(0px + 1 * 0.3rem))');
      expect(vi.getTimerCount()).toBe(clock + 1);
      act(() => vi.advanceTimersByTime(50));
      expect(transform(view.container)).toBe('translateY(calc(0px + 2 * 0.3rem))');
      expect(vi.getTimerCount()).toBe(clock);
    } finally {
      vi.useRealTimers();
    }
  });
});
