// The simulated service's data: a catalogue, card data and a feed of matches, each a pure
// function of a seed (and, for the feed, of the match's position in the stream).
import { CARD_WORDS_A, CARD_WORDS_B, CLASS_TABLE, RARITIES } from './names.ts';
import { mix, pick, rng, shuffle, uuidFrom, weightedIndex } from './random.ts';
import { drawRank, opponentRank } from './ranks.ts';

export interface SimCore {
  as_of: string;
  format: number;
  components: number[];
}

export interface SimArchetype {
  id: number;
  name: string;
  player_class: number;
  player_class_name: string;
  url: string;
  standard_ccp_signature_core: SimCore | null;
  wild_ccp_signature_core: SimCore | null;
}

export interface SimFeedEntry {
  id: string;
  player1_archetype: number;
  player1_rank: number;
  player1_legend_rank: number | null;
  player1_won: boolean;
  player2_archetype: number;
  player2_rank: number;
  player2_legend_rank: number | null;
  player2_won: boolean;
}

export interface SimCard {
  dbfId: number;
  id: string;
  name: string;
  cost: number;
  rarity: string;
  cardClass: string;
  set: string;
  type: string;
}

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface SimWorld {
  seed: number;
  archetypes: SimArchetype[];
  cards: SimCard[];
  /** Archetype numbers the feed uses that the catalogue lacks ("deleted" archetypes). */
  missingIds: number[];
  /** Hidden strength per archetype number: the true win-rate edge charts should reveal. */
  strength: Map<number, number>;
  /** Prefix sums of popularity weights over `feedIds`, for weighted draws. */
  cumulative: number[];
  feedIds: number[];
  /** A change of one archetype's strength from one match of the stream on (a drift to detect). */
  shift: SimShift | null;
}

export interface SimShift {
  archetype: number;
  /** Added to the archetype's strength: +0.1 is 10 points more against an even opponent. */
  edge: number;
  /** The first match (stream index) played with the new strength. */
  fromIndex: number;
}

/** Builds the whole world for a seed: same seed, same catalogue, cards and hidden tables. */
export function createWorld(seed: number): SimWorld {
  const random = rng(mix(seed, 1));
  const usedIds = new Set<number>();
  const freshId = () => {
    for (;;) {
      const id = 1 + Math.floor(random() * 2000);
      if (!usedIds.has(id)) {
        usedIds.add(id);
        return id;
      }
    }
  };
  const usedDbf = new Set<number>();
  const freshDbf = () => {
    for (;;) {
      const id = 40000 + Math.floor(random() * 80000);
      if (!usedDbf.has(id)) {
        usedDbf.add(id);
        return id;
      }
    }
  };

  const cards: SimCard[] = [];
  const poolFor = (cardClass: string, size: number) =>
    Array.from({ length: size }, () => {
      const dbfId = freshDbf();
      const card: SimCard = {
        dbfId,
        id: `SIM_${dbfId}`,
        name: `${pick(random, CARD_WORDS_A)} ${pick(random, CARD_WORDS_B)}`,
        cost: Math.floor(random() * 11),
        rarity: pick(random, RARITIES),
        cardClass,
        set: 'SIMULATED',
        type: random() < 0.75 ? 'MINION' : 'SPELL',
      };
      cards.push(card);
      return dbfId;
    });
  const neutralPool = poolFor('NEUTRAL', 40);

  const baseTime = Date.UTC(2026, 10, 1) + Math.floor(random() * 14 * 86400000);
  const archetypes: SimArchetype[] = [];
  for (const [classId, className, names] of CLASS_TABLE) {
    const classPool = poolFor(className, 30);
    for (const name of names) {
      const id = freshId();
      const hasCore = random() > 0.15;
      let components: number[] = [];
      if (hasCore) {
        const chosen = [
          ...shuffle(random, classPool).slice(0, 7),
          ...shuffle(random, neutralPool).slice(0, 3),
        ];
        components = shuffle(random, chosen);
        // The seed says the order is not numeric; make sure a shuffle never lands sorted.
        if (components.every((c, i) => i === 0 || (components[i - 1] ?? 0) <= c)) {
          components.reverse();
        }
      }
      archetypes.push({
        id,
        name,
        player_class: classId,
        player_class_name: className,
        url: `/archetypes/${id}/${slugify(name)}`,
        standard_ccp_signature_core: hasCore
          ? {
              as_of: new Date(baseTime + Math.floor(random() * 86400000)).toISOString(),
              format: 2,
              components,
            }
          : null,
        wild_ccp_signature_core: null,
      });
    }
  }

  const missingIds = [freshId(), freshId(), freshId()];
  const feedIds = shuffle(random, [...archetypes.map((a) => a.id), ...missingIds]);
  const strength = new Map<number, number>();
  let running = 0;
  const cumulative = feedIds.map((id, rankIndex) => {
    // Gaussian-ish strength from three uniforms; a few archetypes are clearly strong or weak.
    const g = (random() + random() + random() - 1.5) / 1.5;
    strength.set(id, g * 0.08);
    const missing = missingIds.includes(id);
    running += missing ? 0.04 : 1 / (rankIndex + 3) ** 0.9;
    return running;
  });

  return {
    seed,
    archetypes: shuffle(random, archetypes),
    cards,
    missingIds,
    strength,
    cumulative,
    feedIds,
    shift: null,
  };
}

/** An archetype's strength in the n-th match: its hidden strength, plus the shift once it applies. */
function strengthAt(world: SimWorld, id: number, n: number): number {
  const { shift } = world;
  const base = world.strength.get(id) ?? 0;
  return shift && shift.archetype === id && n >= shift.fromIndex ? base + shift.edge : base;
}

/**
 * Probability that archetype a beats archetype b in the n-th match: hidden strengths plus a
 * fixed matchup twist (n matters only for a shift).
 */
export function winProbability(world: SimWorld, a: number, b: number, n = 0): number {
  if (a === b) return 0.5;
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  const twist = (rng(mix(world.seed, lo, hi))() - 0.5) * 0.16;
  const edge = strengthAt(world, a, n) - strengthAt(world, b, n) + (a === lo ? twist : -twist);
  return Math.min(0.85, Math.max(0.15, 0.5 + edge));
}

/** The n-th match of the stream (n ≥ 0): the same n always gives the same match. */
export function matchAt(world: SimWorld, n: number): SimFeedEntry {
  const random = rng(mix(world.seed, 2, n));
  const a = world.feedIds[weightedIndex(random, world.cumulative)] ?? 0;
  const b = world.feedIds[weightedIndex(random, world.cumulative)] ?? 0;
  const p1 = drawRank(random);
  const p2 = opponentRank(random, p1);
  const p1Won = random() < winProbability(world, a, b, n);
  return {
    id: uuidFrom(random),
    player1_archetype: a,
    player1_rank: p1.rank,
    player1_legend_rank: p1.legend,
    player1_won: p1Won,
    player2_archetype: b,
    player2_rank: p2.rank,
    player2_legend_rank: p2.legend,
    player2_won: !p1Won,
  };
}

export interface FeedClock {
  /** When the stream started (ms since epoch). */
  startMs: number;
  /** New matches per second. */
  rate: number;
  /** Matches per response. */
  size: number;
}

/** Index of the newest match that exists at `nowMs`; a full response's worth exists at start. */
export function latestIndex(clock: FeedClock, nowMs: number): number {
  const elapsed = Math.max(0, nowMs - clock.startMs) / 1000;
  return clock.size - 1 + Math.floor(elapsed * clock.rate);
}

/** The feed as served at `nowMs`: the most recent `size` matches, oldest first. */
export function feedAt(world: SimWorld, clock: FeedClock, nowMs: number): SimFeedEntry[] {
  const last = latestIndex(clock, nowMs);
  const first = Math.max(0, last - clock.size + 1);
  const out: SimFeedEntry[] = [];
  for (let n = first; n <= last; n++) out.push(matchAt(world, n));
  return out;
}
