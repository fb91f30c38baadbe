// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { testMatch } from '../../test/fixtures.ts';
import { I18nWrapper } from '../../test/i18n.ts';
import { WallTicker } from './wall-ticker.tsx';

afterEach(() => vi.useRealTimers());

it('moves every age each second without rendering the list or a row again', () => {
  vi.useFakeTimers({ now: 60_000 });
  // The list looks up the players of every row each time it renders.
  const lookup = vi.fn(() => undefined);
  const recent = [
    { ...testMatch('b', 1, 2, true), seenAt: 58_000 },
    { ...testMatch('a', 1, 2, true), seenAt: 50_000 },
  ];
  const view = render(<WallTicker recent={recent} rows={10} lookup={lookup} share={1} />, {
    wrapper: I18nWrapper,
  });
  const ages = () =>
    [...view.container.querySelectorAll('[role=listitem] [aria-hidden=true] .tabular-nums')].map(
      (s) => s.textContent,
    );
  expect(ages()).toEqual(['seen 2 sec. ago', 'seen 10 sec. ago']);
  const renders = lookup.mock.calls.length;
  expect(renders).toBeGreaterThan(0);
  act(() => vi.advanceTimersByTime(1000));
  expect(ages()).toEqual(['seen 3 sec. ago', 'seen 11 sec. ago']);
  // What a screen reader reads after each match's sentence moves with it.
  expect(view.container.querySelector('[data-match-id="b"] .sr-only')?.textContent).toMatch(
    /First seen 3 sec\. ago\.$/,
  );
  expect(lookup.mock.calls.length).toBe(renders);
});
