// Archetype names as people read them, with the fallbacks the service forces on us: empty
// names, and feed archetype numbers the catalogue does not (or no longer) holds.
import { classInfo } from './classes.ts';

/** What naming needs from a catalogue entry. */
export interface NamedArchetype {
  id: number;
  name: string;
  player_class: number;
}

export function archetypeName(id: number, entry: NamedArchetype | undefined): string {
  if (!entry) return `Unknown archetype #${id}`;
  if (entry.name.trim() === '')
    return `Unnamed ${classInfo(entry.player_class).label} archetype #${id}`;
  return entry.name;
}
