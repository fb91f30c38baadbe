// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PollTracker } from '../domain/connection.ts';
import { I18nWrapper } from '../test/i18n.ts';
import { ConnectionStatus } from './connection-status.tsx';

const T0 = Date.UTC(2026, 10, 22, 12);

describe('ConnectionStatus', () => {
  it('writes the age in words and the moment it counts from as a machine-readable time', () => {
    const tracker = new PollTracker();
    tracker.success(T0, 1, {});
    const { container } = render(
      <ConnectionStatus connection={{ state: 'live', record: tracker.record, now: T0 + 12_000 }} />,
      { wrapper: I18nWrapper },
    );
    const time = container.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-11-22T12:00:00.000Z');
    expect(time?.textContent).toBe('updated 12 sec. ago');
  });

  it('shows no age, and no time, before the first update', () => {
    const { container } = render(
      <ConnectionStatus
        connection={{ state: 'connecting', record: new PollTracker().record, now: T0 }}
      />,
      { wrapper: I18nWrapper },
    );
    expect(container.querySelector('time')).toBeNull();
    expect(container.textContent).not.toContain('updated');
  });
});
