// A stand-in for the service inside the test process (tests only): a fetch function that answers
// the feed and the catalogue as told (good, hostile, failing, oversized, redirecting), with
// valid entries numbered so that a test knows exactly which ids it served.
import { ARCHETYPES_PATH, FEED_PATH } from '../src/api/service.ts';

export type FeedAnswer =
  | { kind: 'entries'; entries: unknown[] }
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'html' }
  | { kind: 'truncated'; entries: unknown[] }
  | { kind: 'oversize' }
  | { kind: 'redirect' }
  | { kind: 'down' };

/** Match n's id: a valid UUID, distinct for every n. */
export const idOf = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** A valid feed entry for match n, in the real service's string form every other time. */
export function validEntry(n: number): Record<string, unknown> {
  const strings = n % 2 === 1;
  const v = (x: number | boolean | null) => (strings ? (x === null ? 'None' : String(x)) : x);
  const legend = n % 5 === 0;
  return {
    id: idOf(n),
    player1_archetype: v(100 + (n % 7)),
    player1_rank: v(legend ? 51 : 1 + (n % 50)),
    player1_legend_rank: v(legend ? 1 + (n % 3000) : null),
    player1_won: v(n % 3 === 0),
    player2_archetype: v(100 + (n % 11)),
    player2_rank: v(20),
    player2_legend_rank: v(null),
    player2_won: v(n % 3 !== 0),
  };
}

/** Entries no collector may store, each of a different kind. */
export function hostileEntries(n: number): unknown[] {
  const base = validEntry(n);
  return [
    { ...base, id: idOf(1e9 + n), player1_archetype: 2 ** 31 },
    { ...base, id: idOf(2e9 + n), player2_legend_rank: 2 ** 31 + 5, player2_rank: 51 },
    { ...base, id: idOf(6e9 + n), player2_legend_rank: 50_000_000, player2_rank: 51 },
    { ...base, id: idOf(3e9 + n), player1_archetype: '999999999999999' },
    { ...base, id: idOf(4e9 + n), player1_won: 'yes' },
    { ...base, id: 'not-a-uuid' },
    { ...base, id: idOf(5e9 + n), player1_rank: { $gt: 0 } },
    null,
    'x'.repeat(1000),
  ];
}

export const CATALOGUE = [
  {
    id: 100,
    name: 'Test Archetype',
    player_class: 4,
    player_class_name: 'MAGE',
    url: '/archetypes/100/test-archetype',
    standard_ccp_signature_core: {
      as_of: '2026-11-20T10:00:00.000Z',
      format: 2,
      components: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    },
    wild_ccp_signature_core: null,
  },
];

const json = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that answers as `next()` says; counts feed requests. */
export function fakeService(next: () => FeedAnswer, catalogue: unknown = CATALOGUE) {
  const calls = { feed: 0, catalogue: 0 };
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    if (url.pathname === ARCHETYPES_PATH) {
      calls.catalogue++;
      return json(JSON.stringify(catalogue));
    }
    if (url.pathname !== FEED_PATH) return json('{}', 404);
    calls.feed++;
    const answer = next();
    switch (answer.kind) {
      case 'entries':
        return json(JSON.stringify({ data: answer.entries }));
      case 'status':
        return new Response('', {
          status: answer.status,
          headers: answer.retryAfter ? { 'Retry-After': answer.retryAfter } : {},
        });
      case 'html':
        return new Response('<html>maintenance</html>', {
          headers: { 'Content-Type': 'text/html' },
        });
      case 'truncated': {
        const text = JSON.stringify({ data: answer.entries });
        return json(text.slice(0, Math.floor(text.length / 2)));
      }
      case 'oversize': {
        // A valid body, just too large: 5 MB of entries, streamed without a length.
        let sent = 0;
        const chunk = new TextEncoder().encode(`${JSON.stringify(validEntry(1))},`);
        const stream = new ReadableStream<Uint8Array>({
          start(c) {
            c.enqueue(new TextEncoder().encode('{"data":['));
          },
          pull(c) {
            if (sent > 5 * 1024 * 1024) {
              c.enqueue(new TextEncoder().encode('null]}'));
              c.close();
              return;
            }
            sent += chunk.byteLength;
            c.enqueue(chunk);
          },
        });
        return new Response(stream, { headers: { 'Content-Type': 'application/json' } });
      }
      case 'redirect':
        return new Response(null, {
          status: 302,
          headers: { Location: 'http://169.254.169.254/latest/meta-data/' },
        });
      case 'down':
        throw new TypeError('fetch failed');
    }
  }) as typeof fetch;
  return { fetchImpl, calls };
}
