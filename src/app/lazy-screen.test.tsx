// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen.tsx';

/** What the page shows right after its first render (no microtask in between). */
const firstRender = (node: ReactNode) =>
  render(<Suspense fallback={<p>Loading…</p>}>{node}</Suspense>).container;

const Greeting = ({ name }: { name: string }) => <h1>Hello {name}</h1>;

describe('lazyScreen', () => {
  it('renders a screen whose module is already in at once, without a Loading step', async () => {
    const { Screen, preload } = lazyScreen(() => Promise.resolve(Greeting));
    expect(await preload()).toBe(Greeting);
    expect(firstRender(<Screen name="wall" />).textContent).toBe('Hello wall');
  });

  it('shows the fallback while the module loads, then the screen, loading it once', async () => {
    let loads = 0;
    let arrive!: () => void;
    const { Screen } = lazyScreen(() => {
      loads++;
      return new Promise<typeof Greeting>((resolve) => {
        arrive = () => resolve(Greeting);
      });
    });
    const container = firstRender(<Screen name="tiers" />);
    expect(container.textContent).toBe('Loading…');
    await act(async () => arrive());
    expect(container.textContent).toBe('Hello tiers');
    expect(firstRender(<Screen name="again" />).textContent).toBe('Hello again');
    expect(loads).toBe(1);
  });
});
