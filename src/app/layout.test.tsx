// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../test/render-with-runtime.tsx';
import { Layout } from './layout.tsx';

// The new-build watch's module cannot be loaded (its file replaced by a new deployment).
vi.mock('./new-version.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the layout', () => {
  it('keeps the screen when the new-build watch cannot load, and asks the boot guard to reload', async () => {
    const failed = vi.fn();
    window.addEventListener('app-boot-failed', failed);
    const { runtime } = renderWithRuntime(
      <Layout>
        <p>the live list</p>
      </Layout>,
      { poll: false },
    );
    // The watch loads once the first figures are in (after-first-poll.ts).
    runtime.tracker.success(Date.now(), 0, {});
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(screen.getByText('the live list')).toBeTruthy();
    expect(screen.getByRole('navigation')).toBeTruthy();
    window.removeEventListener('app-boot-failed', failed);
  });
});
