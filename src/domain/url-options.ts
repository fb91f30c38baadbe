// Screen options as they appear in the URL, parsed leniently: an unknown value falls back to
// the default rather than breaking a bookmarked screen.
import { CLASS_NAME_BY_ID, classIdFromSlug, classInfo, KNOWN_CLASS_IDS } from './classes.ts';
import { BRACKET_LABELS, BRACKETS, type Bracket, isBracket } from './ranks.ts';

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
