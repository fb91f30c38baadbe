// Where each row of a list that grows at the top stands, in row pitches: a slot per match that
// stays its own while the list only gains newer matches at the top and loses older ones at the
// bottom, so the rows already there never move within the list and only the list itself is
// moved down (one transform, no repaint of the rows). Newer rows have higher slots; a row's
// offset from the list's top is (top slot − its slot) pitches.

/** Slots start again from 0 past this, far inside what a CSS length can hold. */
export const SLOT_LIMIT = 100_000;

/**
 * The slots of `ids` (newest first), keeping those of `before` where the list is `before` with
 * newer ids added at the top and older ones dropped at the bottom; otherwise (a filter changed,
 * a match went missing from the middle, the slots ran out) numbered afresh from 0 at the bottom.
 */
export function rowSlots(
  before: ReadonlyMap<string, number> | null,
  ids: readonly string[],
  limit = SLOT_LIMIT,
): Map<string, number> {
  const fresh = () => new Map(ids.map((id, i) => [id, ids.length - 1 - i]));
  if (!before || ids.length === 0) return fresh();
  // The first id the list had before: every id from it on must have been there, one slot apart.
  const known = ids.findIndex((id) => before.has(id));
  if (known < 0) return fresh();
  const base = before.get(ids[known] as string) as number;
  if (ids.some((id, i) => i >= known && before.get(id) !== base - (i - known))) return fresh();
  if (base + known > limit) return fresh();
  return new Map(ids.map((id, i) => [id, base + known - i]));
}
