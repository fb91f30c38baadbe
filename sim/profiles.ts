// The simulated service's two habits: lively demo data, or the real service's.
import type { SimFeedEntry } from './generator.ts';

/**
 * demo: lively (2 matches/s, 100 per response, typed JSON). real: as the real service behaves
 * (a capped list growing by at most one game a minute, the latest 201 entries per response,
 * oldest first, every value a string: "True", "None", "25").
 */
export type SimProfile = 'demo' | 'real';

export const PROFILES: Record<SimProfile, { rate: number; feedSize: number; strings: boolean }> = {
  demo: { rate: 2, feedSize: 100, strings: false },
  real: { rate: 1 / 60, feedSize: 201, strings: true },
};

export function isSimProfile(value: unknown): value is SimProfile {
  return value === 'demo' || value === 'real';
}

/** A feed entry as the real service serves it: every value a string, null as "None". */
export function asStrings(entry: SimFeedEntry): Record<string, string> {
  return Object.fromEntries(
    Object.entries(entry).map(([key, value]) => [
      key,
      value === null
        ? 'None'
        : typeof value === 'boolean'
          ? value
            ? 'True'
            : 'False'
          : String(value),
    ]),
  );
}
