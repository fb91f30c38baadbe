// The time windows every statistics screen offers, and how they are named.
import { HOUR, MINUTE } from './buckets.ts';

export const WINDOWS = [
  { id: '15m', label: '15 min', ms: 15 * MINUTE },
  { id: '1h', label: '1 hour', ms: HOUR },
  { id: '6h', label: '6 hours', ms: 6 * HOUR },
  { id: '24h', label: '24 hours', ms: 24 * HOUR },
  { id: '7d', label: '7 days', ms: 7 * 24 * HOUR },
  { id: 'all', label: 'Since start', ms: null },
] as const;
export type WindowId = (typeof WINDOWS)[number]['id'];

export function windowMs(id: WindowId): number | null {
  return WINDOWS.find((w) => w.id === id)?.ms ?? null;
}

/** "24 hours", "Since start": how every screen names a window. */
export function windowLabel(id: WindowId): string {
  return WINDOWS.find((w) => w.id === id)?.label ?? '';
}

export function isWindowId(value: string | null | undefined): value is WindowId {
  return WINDOWS.some((w) => w.id === value);
}
