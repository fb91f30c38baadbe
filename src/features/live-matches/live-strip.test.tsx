// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Connection } from '../../domain/connection.ts';
import { LiveStrip } from './live-strip.tsx';

const connection = {
  state: 'live',
  record: { lastSuccessAt: 0 },
  now: 1000,
} as unknown as Connection;

const rate = (perMinute: number | null) => {
  const view = render(
    <I18nProvider i18n={i18n}>
      <LiveStrip connection={connection} perMinute={perMinute} seen={120} />
    </I18nProvider>,
  );
  const value = screen.getByText('New matches a minute (last 5 min)').nextElementSibling;
  const text = value?.textContent;
  view.unmount();
  return text;
};

describe('LiveStrip', () => {
  it('says how many new matches arrive a minute, in words where a decimal would mislead', () => {
    expect(rate(null)).toBe('measuring…');
    // The first answer's backlog is not an arrival: none since, rather than "0.0".
    expect(rate(0)).toBe('none yet');
    expect(rate(0.4)).toBe('under 1');
    expect(rate(3.25)).toBe('3.3');
  });
});
