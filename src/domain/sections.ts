// The dashboard's sections, as its navigation names them, and the section an archetype's page
// was opened from (`#/catalogue/12?from=tiers`): its back link and lit navigation item follow it.
import { t } from '@lingui/core/macro';

export interface Section {
  href: string;
  /** The navigation's name for it, in the screen's language (a message read when it is used). */
  readonly label: string;
  /** The back link's words on an archetype's page opened from this section (read likewise). */
  readonly back: string;
}

/**
 * A section whose words are looked up in the catalogue each time they are read (while a screen
 * renders), never when this module loads: the language is active only by then.
 */
function defineSection(href: string, label: () => string, back: () => string): Section {
  return {
    href,
    get label() {
      return label();
    },
    get back() {
      return back();
    },
  };
}

export const SECTIONS: readonly Section[] = [
  defineSection(
    '/',
    () => t({ message: 'Overview', comment: 'navigation: the overview page' }),
    () => t`Back to the overview`,
  ),
  defineSection(
    '/live',
    () => t({ message: 'Live matches', comment: 'navigation: the live match list' }),
    () => t`Back to the live matches`,
  ),
  defineSection(
    '/winrates',
    () => t({ message: 'Win rates', comment: 'navigation: win rates by class' }),
    () => t`Back to the win rates`,
  ),
  defineSection(
    '/tiers',
    () => t({ message: 'Tier list', comment: 'navigation: archetypes ranked in tiers' }),
    () => t`Back to the tier list`,
  ),
  defineSection(
    '/matchups',
    () => t({ message: 'Matchups', comment: 'navigation: the matchup matrix' }),
    () => t`Back to the matchups`,
  ),
  defineSection(
    '/catalogue',
    () => t({ message: 'Catalogue', comment: 'navigation: every archetype the service knows' }),
    () => t`Back to the catalogue`,
  ),
  // The wall has no navigation of its own: its item opens the page that builds and opens it.
  defineSection(
    '/wall-link',
    () => t({ message: 'Wall display', comment: 'navigation: the TV wall and its link builder' }),
    () => t`Back to the wall link`,
  ),
  defineSection(
    '/methods',
    () => t({ message: 'Methods', comment: 'navigation: how the figures are computed' }),
    () => t`Back to the methods`,
  ),
  defineSection(
    '/status',
    () => t({ message: 'Status', comment: 'navigation: the connection and data status page' }),
    () => t`Back to the status`,
  ),
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
