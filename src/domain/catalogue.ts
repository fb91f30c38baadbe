// Browsing the archetype catalogue: accent- and case-insensitive search by name or id,
// filters, sorting, and grouping by class in the fixed class order.
import { t } from '@lingui/core/macro';
import { archetypeName, type NamedArchetype } from './archetypes.ts';
import { classInfo } from './classes.ts';

export interface BrowsableArchetype extends NamedArchetype {
  standardCore: unknown | null;
}

export type CatalogueSort = 'name' | 'id' | 'popularity';
export const CATALOGUE_SORTS: readonly CatalogueSort[] = ['name', 'id', 'popularity'];

export interface CatalogueQuery {
  text: string;
  classId: number | null;
  withCore: boolean;
  sort: CatalogueSort;
}

/** Lower case, accents removed: "Évolve" and "evolve" match. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

export function matchesText<T extends NamedArchetype>(a: T, text: string): boolean {
  const q = fold(text);
  if (q === '') return true;
  // "#4" or "4" finds archetype 4; anything else is looked for in the name.
  if (String(a.id) === q.replace(/^#/, '')) return true;
  return fold(archetypeName(a.id, a)).includes(q);
}

export interface CatalogueGroup<T> {
  classId: number;
  label: string;
  color: string;
  items: T[];
}

export function browseCatalogue<T extends BrowsableArchetype>(
  archetypes: readonly T[],
  query: CatalogueQuery,
  popularity: (id: number) => number,
): CatalogueGroup<T>[] {
  const kept = archetypes.filter(
    (a) =>
      matchesText(a, query.text) &&
      (query.classId === null || a.classId === query.classId) &&
      (!query.withCore || a.standardCore !== null),
  );
  const byName = (a: T, b: T) =>
    archetypeName(a.id, a).localeCompare(archetypeName(b.id, b), 'en', { sensitivity: 'base' }) ||
    a.id - b.id;
  const compare =
    query.sort === 'id'
      ? (a: T, b: T) => a.id - b.id
      : query.sort === 'popularity'
        ? (a: T, b: T) => popularity(b.id) - popularity(a.id) || byName(a, b)
        : byName;
  const groups = new Map<number, CatalogueGroup<T>>();
  for (const a of kept) {
    let group = groups.get(a.classId);
    if (!group) {
      const info = classInfo(a.classId);
      group = { classId: a.classId, label: info.label, color: info.color, items: [] };
      groups.set(a.classId, group);
    }
    group.items.push(a);
  }
  for (const group of groups.values()) group.items.sort(compare);
  return [...groups.values()].sort(
    (a, b) => classInfo(a.classId).order - classInfo(b.classId).order,
  );
}

/** A signature core's game format: "Standard", or "Format 7" for a number without a name here. */
export function formatLabel(format: number): string {
  return format === 2 ? t({ context: 'format', message: 'Standard' }) : t`Format ${format}`;
}
