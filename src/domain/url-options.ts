// Screen options as they appear in the URL, parsed leniently: an unknown value falls back to
// the default rather than breaking a bookmarked screen.

import { DEFAULT_MIN_GAMES } from './chart-rows.ts';
import { CLASS_NAME_BY_ID, classIdFromSlug, classInfo, KNOWN_CLASS_IDS } from './classes.ts';
import { BRACKET_LABELS, BRACKETS, type Bracket, isBracket } from './ranks.ts';
import { isWindowId, WINDOWS, type WindowId } from './stats.ts';

export function bracketParam(params: URLSearchParams): Bracket {
  const value = params.get('bracket');
  return isBracket(value) ? value : 'all';
}

/** `class=mage` → 4; absent or unknown → null. */
export function classParam(params: URLSearchParams): number | null {
  const value = params.get('class');
  return value ? (classIdFromSlug(value) ?? null) : null;
}

export function classSlug(classId: number): string {
  return (CLASS_NAME_BY_ID.get(classId) ?? String(classId)).toLowerCase();
}

export const BRACKET_OPTIONS = BRACKETS.map((b) => ({ value: b, label: BRACKET_LABELS[b] }));

export const CLASS_OPTIONS = [
  { value: '', label: 'All classes' },
  ...KNOWN_CLASS_IDS.map((id) => ({ value: classSlug(id), label: classInfo(id).label })),
];

export function windowParam(params: URLSearchParams, fallback: WindowId = 'all'): WindowId {
  const value = params.get('window');
  return isWindowId(value) ? value : fallback;
}

export function minGamesParam(params: URLSearchParams): number {
  const value = Number(params.get('min'));
  return Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : DEFAULT_MIN_GAMES;
}

export const WINDOW_OPTIONS = WINDOWS.map((w) => ({ value: w.id, label: w.label }));
