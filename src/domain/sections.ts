// The dashboard's sections, as its navigation names them, and the section an archetype's page
// was opened from (`#/catalogue/12?from=tiers`): its back link and lit navigation item follow it.

export interface Section {
  href: string;
  label: string;
  /** The back link's words on an archetype's page opened from this section. */
  back: string;
}

export const SECTIONS: readonly Section[] = [
  { href: '/', label: 'Overview', back: 'Back to the overview' },
  { href: '/live', label: 'Live matches', back: 'Back to the live matches' },
  { href: '/winrates', label: 'Win rates', back: 'Back to the win rates' },
  { href: '/tiers', label: 'Tier list', back: 'Back to the tier list' },
  { href: '/matchups', label: 'Matchups', back: 'Back to the matchups' },
  { href: '/catalogue', label: 'Catalogue', back: 'Back to the catalogue' },
  // The wall has no navigation of its own: its item opens the page that builds and opens it.
  { href: '/wall-link', label: 'Wall display', back: 'Back to the wall link' },
  { href: '/methods', label: 'Methods', back: 'Back to the methods' },
  { href: '/status', label: 'Status', back: 'Back to the status' },
];

const CATALOGUE = SECTIONS[5] as Section;

/** The section a path belongs to: "/tiers" → the tier list; anything unknown → null. */
export function sectionOf(path: string): Section | null {
  const first = `/${path.split('/')[1] ?? ''}`;
  return SECTIONS.find((s) => s.href === first) ?? null;
}

/** The `from` a link to an archetype's page carries when opened from `path`; null from its own section. */
export function fromParam(path: string): string | null {
  const section = sectionOf(path);
  if (!section || section === CATALOGUE) return null;
  return section.href === '/' ? 'overview' : section.href.slice(1);
}

/** The section an archetype's page was opened from: its `from` option, else the catalogue. */
export function openedFrom(from: string | null): Section {
  if (from === null) return CATALOGUE;
  const href = from === 'overview' ? '/' : `/${from}`;
  return SECTIONS.find((s) => s.href === href) ?? CATALOGUE;
}
