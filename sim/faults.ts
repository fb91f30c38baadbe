// The faults the simulated service can be switched into for tests (POST /__sim/faults): what they
// are, and the broken or hostile bodies they serve.
import { type SimArchetype, type SimFeedEntry, slugify } from './generator.ts';

export interface SimFaults {
  /** Which endpoints the faults apply to. */
  target?: 'feed' | 'archetypes' | 'all';
  /** Delay before answering, in ms. */
  latencyMs?: number;
  /** Answer with this status (and a DRF-style error body) instead of data. */
  status?: number;
  /** Retry-After header, in seconds, sent with `status`. */
  retryAfter?: number;
  /** Drop the connection without an answer (a network failure as the browser sees it). */
  down?: boolean;
  /**
   * Corrupt the body: `html` a browsable HTML page, `truncated` cut-off JSON, `wrong-type`
   * JSON labelled text/plain, `malformed` rule-breaking, string-typed and duplicated entries,
   * `hostile` markup, script and `javascript:` urls in the data.
   */
  body?: 'html' | 'truncated' | 'wrong-type' | 'malformed' | 'hostile';
  /** Entries per feed response (default from the service options). */
  feedSize?: number;
  /** Extra generated archetypes appended to the catalogue (large-catalogue tests). */
  extraArchetypes?: number;
}

export function hostileArchetype(id: number): SimArchetype {
  return {
    id,
    name: `<img src=x onerror="alert(1)"><script>alert('xss')</script>${'A'.repeat(5000)}`,
    player_class: 9,
    player_class_name: 'WARLOCK',
    url: 'javascript:alert(document.cookie)',
    standard_ccp_signature_core: null,
    wild_ccp_signature_core: null,
  };
}

/** Breaks the rules in every way the seed names, alongside valid entries and duplicates. */
export function malformFeed(entries: SimFeedEntry[]): unknown[] {
  const out: unknown[] = [...entries];
  const first = entries[0];
  if (!first) return out;
  out.push({ ...first }); // duplicate within one response
  out.push({ ...first, id: 'not-a-uuid' });
  out.push({ ...first, id: crypto.randomUUID(), player1_won: true, player2_won: true });
  out.push({ ...first, id: crypto.randomUUID(), player1_rank: 52 });
  out.push({ ...first, id: crypto.randomUUID(), player1_rank: 40, player1_legend_rank: 12 });
  const { player2_archetype: _dropped, ...missing } = { ...first, id: crypto.randomUUID() };
  out.push(missing);
  out.push('not an object');
  // The real service's old string forms: valid once normalised.
  out.push({
    id: crypto.randomUUID(),
    player1_archetype: String(first.player1_archetype),
    player1_rank: '51',
    player1_legend_rank: '1234',
    player1_won: 'True',
    player2_archetype: String(first.player2_archetype),
    player2_rank: '50',
    player2_legend_rank: 'None',
    player2_won: 'False',
  });
  return out;
}

/** `count` extra archetypes for large-catalogue tests, numbered from 100000. */
export function generatedArchetypes(count: number): SimArchetype[] {
  return Array.from({ length: count }, (_, i): SimArchetype => {
    const id = 100000 + i;
    const name = `Generated Archetype ${i}`;
    return {
      id,
      name,
      player_class: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14][i % 11] ?? 1,
      player_class_name: 'GENERATED',
      url: `/archetypes/${id}/${slugify(name)}`,
      standard_ccp_signature_core: null,
      wild_ccp_signature_core: null,
    };
  });
}
