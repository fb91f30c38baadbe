// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRuntime } from '../../test/render-with-runtime.tsx';
import { WallLinkBuilder } from './wall-link-builder.tsx';

describe('WallLinkBuilder', () => {
  it('builds the address of a wall from the choices, defaults left out', async () => {
    const user = userEvent.setup();
    renderWithRuntime(<WallLinkBuilder />, { path: '/wall-link', poll: false });
    const address = screen.getByLabelText('Address for the TV');
    expect((address as HTMLInputElement).value).toMatch(/#\/wall$/);
    await user.click(screen.getByLabelText('Class win rates'));
    await user.selectOptions(screen.getByLabelText('Rank bracket'), 'legend');
    await user.selectOptions(screen.getByLabelText('Theme'), 'light');
    const seconds = screen.getByLabelText('Seconds per chart');
    await user.clear(seconds);
    await user.type(seconds, '45');
    await user.click(screen.getByLabelText('Burn-in shift'));
    expect((address as HTMLInputElement).value).toMatch(
      /#\/wall\?panels=ticker%2Crotation&rotate=45&bracket=legend&shift=0&theme=light$/,
    );
    expect(screen.getByRole('link', { name: 'Open the wall here' })).toHaveAttribute(
      'href',
      '#/wall?panels=ticker%2Crotation&rotate=45&bracket=legend&shift=0&theme=light',
    );
  });

  it('says so when the seconds per chart are out of range, and keeps the last good value', async () => {
    const user = userEvent.setup();
    renderWithRuntime(<WallLinkBuilder />, { path: '/wall-link', poll: false });
    const seconds = screen.getByLabelText('Seconds per chart');
    await user.clear(seconds);
    await user.type(seconds, '2');
    expect(seconds).toHaveAttribute('aria-invalid', 'true');
    expect(seconds).toHaveAccessibleDescription('A whole number from 5 to 3600; 20 still applies.');
    await user.tab();
    expect((screen.getByLabelText('Address for the TV') as HTMLInputElement).value).toMatch(
      /#\/wall$/,
    );
    await user.clear(seconds);
    await user.type(seconds, '30');
    expect(screen.queryByText(/still applies/)).not.toBeInTheDocument();
    // Applied once typing pauses, without Enter or leaving the field.
    await waitFor(() =>
      expect((screen.getByLabelText('Address for the TV') as HTMLInputElement).value).toMatch(
        /#\/wall\?rotate=30$/,
      ),
    );
  });

  it("fixes the wall's language with ?lang= before the hash, or leaves it to the TV", async () => {
    const user = userEvent.setup();
    renderWithRuntime(<WallLinkBuilder />, { path: '/wall-link', poll: false });
    const address = () => (screen.getByLabelText('Address for the TV') as HTMLInputElement).value;
    const language = screen.getByLabelText('Language');
    // The viewer's own language first, then the 14 by their own names.
    const options = [...language.querySelectorAll('option')];
    expect(options.map((o) => o.textContent)).toHaveLength(15);
    expect(options[0]).toHaveTextContent("Viewer's language");
    expect(options.find((o) => o.value === 'koKR')).toHaveTextContent('한국어');
    expect(options.find((o) => o.value === 'koKR')).toHaveAttribute('lang', 'ko-KR');
    expect(address()).not.toMatch(/lang=/);
    await user.selectOptions(language, 'koKR');
    await user.selectOptions(screen.getByLabelText('Rank bracket'), 'legend');
    expect(address()).toMatch(/^[^#]*\?lang=koKR#\/wall\?bracket=legend$/);
    // The link to open here stays in this screen's language.
    expect(screen.getByRole('link', { name: 'Open the wall here' })).toHaveAttribute(
      'href',
      '#/wall?bracket=legend',
    );
    await user.selectOptions(language, '');
    expect(address()).toMatch(/^[^#?]*#\/wall\?bracket=legend$/);
  });

  it('keeps at least one panel', async () => {
    const user = userEvent.setup();
    renderWithRuntime(<WallLinkBuilder />, { path: '/wall-link', poll: false });
    await user.click(screen.getByLabelText('Class win rates'));
    await user.click(
      screen.getByLabelText('Rotation: top archetypes, notable matchups, each class'),
    );
    await user.click(screen.getByLabelText('Latest matches'));
    expect(screen.getByLabelText('Latest matches')).toBeChecked();
    expect((screen.getByLabelText('Address for the TV') as HTMLInputElement).value).toMatch(
      /panels=ticker$/,
    );
  });
});
