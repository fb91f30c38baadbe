// The time windows every statistics screen offers, and how they are named.
import { t } from '@lingui/core/macro';
import { HOUR, MINUTE } from './buckets.ts';

export const WINDOWS = [
  { id: '15m', ms: 15 * MINUTE },
  { id: '1h', ms: HOUR },
  { id: '6h', ms: 6 * HOUR },
  { id: '24h', ms: 24 * HOUR },
  { id: '7d', ms: 7 * 24 * HOUR },
  { id: 'all', ms: null },
] as const;
export type WindowId = (typeof WINDOWS)[number]['id'];

export function windowMs(id: WindowId): number | null {
  return WINDOWS.find((w) => w.id === id)?.ms ?? null;
}

/** "24 hours", "Since start": how every screen names a window. */
export function windowLabel(id: WindowId): string {
  switch (id) {
    case '15m':
      return t`15 min`;
    case '1h':
      return t`1 hour`;
    case '6h':
      return t`6 hours`;
    case '24h':
      return t`24 hours`;
    case '7d':
      return t`7 days`;
    case 'all':
      return t`Since start`;
  }
}

export function isWindowId(value: string | null | undefined): value is WindowId {
  return WINDOWS.some((w) => w.id === value);
}
