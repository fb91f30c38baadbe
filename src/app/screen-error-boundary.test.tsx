// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from './screen-error-boundary.tsx';

function Broken(): never {
  throw new Error("Cannot read properties of undefined (reading 'archetype')");
}

describe('ScreenErrorBoundary', () => {
  it('shows what stopped a screen, offers to clear saved data, and starts afresh on another screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const clearSaved = vi.fn(() => Promise.resolve());
    const view = render(
      <ScreenErrorBoundary screen="/live" clearSaved={clearSaved}>
        <Broken />
      </ScreenErrorBoundary>,
      { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> },
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This screen stopped');
    expect(alert).toHaveTextContent("reading 'archetype'");
    await userEvent.click(screen.getByRole('button', { name: 'Clear saved data and reload' }));
    expect(clearSaved).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    view.rerender(
      <ScreenErrorBoundary screen="/tiers" clearSaved={clearSaved}>
        <p>Tier list</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Tier list')).toBeInTheDocument();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});
