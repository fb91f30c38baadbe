// Archetype names as people read them, with the fallbacks the service forces on us: empty
// names, and feed archetype numbers the catalogue does not (or no longer) holds.
import { t } from '@lingui/core/macro';
import { classInfo } from './classes.ts';

/** A signature core: card dbfIds, most characteristic first. */
export interface SignatureCore {
  /** ISO timestamp of the computation. */
  asOf: string;
  /** 2 = Standard, 1 = Wild (HearthSim's FormatType). */
  format: number;
  components: number[];
}

/** A catalogue entry as the screens use it (the wire names stay in src/api). */
export interface Archetype {
  id: number;
  name: string;
  classId: number;
  /** The service's own class name (e.g. "MAGE"); the display label comes from classInfo. */
  className: string;
  /** This archetype's own checked path on the site (`/archetypes/<id>/<slug>`), or null. */
  url: string | null;
  standardCore: SignatureCore | null;
  wildCore: SignatureCore | null;
}

/** What naming needs from a catalogue entry. */
export interface NamedArchetype {
  id: number;
  name: string;
  classId: number;
}

/** The service's name; "Unknown archetype #12" or "Unnamed Mage archetype #12" in the screen's language. */
export function archetypeName(id: number, entry: NamedArchetype | undefined): string {
  if (!entry) return t`Unknown archetype #${id}`;
  if (entry.name.trim() === '') {
    const className = classInfo(entry.classId).label;
    return t`Unnamed ${className} archetype #${id}`;
  }
  return entry.name;
}
