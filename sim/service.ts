// The simulated service over HTTP: both endpoints of the seed interface with its exact paths,
// statuses and headers, plus card data, request counts and switchable faults for tests.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseShift, resolveShift } from './drift.ts';
import {
  createWorld,
  type FeedClock,
  feedAt,
  type SimArchetype,
  type SimFeedEntry,
  type SimWorld,
  slugify,
} from './generator.ts';

export const FEED_PATH = '/api/v1/live/replay_feed/';
export const ARCHETYPES_PATH = '/api/v1/archetypes/';
export const CARDS_PATH = '/sim/cards.json';
export const CONTROL_PREFIX = '/__sim/';
/** HearthstoneJSON's own paths, for a proxy in front of the simulation (the nginx test). */
const HSJSON_CARDS = /^\/v1\/latest\/[a-z]{2}[A-Z]{2}\/cards\.json$/;
const HSJSON_TILES = /^\/v1\/tiles\/[A-Za-z0-9_]+\.png$/;

const FEED_ALLOW = 'GET, HEAD, OPTIONS';
const ARCHETYPES_ALLOW = 'GET, POST, HEAD, OPTIONS';

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

/**
 * demo: lively (2 matches/s, 100 per response, typed JSON). real: as the real service behaves
 * (a capped list growing by at most one game a minute, the latest 201 entries per response,
 * oldest first, every value a string: "True", "None", "25").
 */
export type SimProfile = 'demo' | 'real';

export const PROFILES: Record<SimProfile, { rate: number; feedSize: number; strings: boolean }> = {
  demo: { rate: 2, feedSize: 100, strings: false },
  real: { rate: 1 / 60, feedSize: 201, strings: true },
};

export function isSimProfile(value: unknown): value is SimProfile {
  return value === 'demo' || value === 'real';
}

/** A feed entry as the real service serves it: every value a string, null as "None". */
export function asStrings(entry: SimFeedEntry): Record<string, string> {
  return Object.fromEntries(
    Object.entries(entry).map(([key, value]) => [
      key,
      value === null
        ? 'None'
        : typeof value === 'boolean'
          ? value
            ? 'True'
            : 'False'
          : String(value),
    ]),
  );
}

export interface SimOptions {
  /** Defaults for rate, size and value form; explicit rate and feedSize win. */
  profile?: SimProfile;
  seed?: number;
  /** New matches per second. */
  rate?: number;
  /** Matches per feed response. */
  feedSize?: number;
  /** Clock, injectable for tests. */
  now?: () => number;
  /**
   * How long the stream has already been running (ms): the past it makes up can be replayed
   * with `feedBody(at)` (the collector's backfill). 0 by default.
   */
  historyMs?: number;
  /** One archetype's strength shifted from a moment on (`<archetype>:<points>@<when>`). */
  shift?: string;
}

export interface SimService {
  world: SimWorld;
  clock: FeedClock;
  /** Node/connect-style handler; calls `next` (when given) for paths it does not own. */
  handle: (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;
  counts: () => Record<string, number>;
  resetCounts: () => void;
  setFaults: (faults: SimFaults) => void;
  faults: () => SimFaults;
  feed: (nowMs?: number) => SimFeedEntry[];
  /** The feed's body as the service served (or would have served) it at `nowMs`, no faults. */
  feedBody: (nowMs?: number) => { data: unknown[] };
}

function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string,
  head: boolean,
) {
  res.writeHead(status, { ...headers, 'Content-Length': String(Buffer.byteLength(body)) });
  res.end(head ? undefined : body);
}

function hostileArchetype(id: number): SimArchetype {
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
function malformFeed(entries: SimFeedEntry[]): unknown[] {
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

export function createSimService(options: SimOptions = {}): SimService {
  const seed = options.seed ?? 42;
  const now = options.now ?? Date.now;
  const world = createWorld(seed);
  const profile = PROFILES[options.profile ?? 'demo'];
  const clock: FeedClock = {
    startMs: now() - (options.historyMs ?? 0),
    rate: options.rate ?? profile.rate,
    size: options.feedSize ?? profile.feedSize,
  };
  if (options.shift) world.shift = resolveShift(world, clock, parseShift(options.shift), now());
  const cardsBody = JSON.stringify(world.cards);
  let counts: Record<string, number> = {};
  let faults: SimFaults = {};

  const applies = (endpoint: 'feed' | 'archetypes') =>
    faults.target === undefined || faults.target === 'all' || faults.target === endpoint;

  const feed = (nowMs = now()) =>
    feedAt(world, { ...clock, size: faults.feedSize ?? clock.size }, nowMs);

  const feedBody = (nowMs = now()) => {
    const entries = feed(nowMs);
    return { data: profile.strings ? entries.map(asStrings) : entries };
  };

  const catalogue = (): SimArchetype[] => {
    const extra = faults.extraArchetypes ?? 0;
    if (extra <= 0) return world.archetypes;
    const generated = Array.from({ length: extra }, (_, i): SimArchetype => {
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
    return [...world.archetypes, ...generated];
  };

  const dataResponse = (
    res: ServerResponse,
    endpoint: 'feed' | 'archetypes',
    headers: Record<string, string>,
    head: boolean,
  ) => {
    const f = applies(endpoint) ? faults : {};
    if (f.down) {
      res.destroy();
      return;
    }
    if (f.status && f.status !== 200) {
      const extra: Record<string, string> =
        f.retryAfter != null ? { 'Retry-After': String(f.retryAfter) } : {};
      send(
        res,
        f.status,
        { ...headers, ...extra, 'Cache-Control': 'no-store' },
        JSON.stringify({ detail: `Simulated error ${f.status}.` }),
        head,
      );
      return;
    }
    if (f.body === 'html') {
      send(
        res,
        200,
        { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
        '<!DOCTYPE html><html><head><title>Django REST framework</title></head><body><h1>Api Root</h1></body></html>',
        head,
      );
      return;
    }
    let payload: unknown;
    if (endpoint === 'feed') {
      payload = f.body === 'malformed' ? { data: malformFeed(feed()) } : feedBody();
    } else {
      const list = catalogue();
      payload = f.body === 'hostile' ? [...list, hostileArchetype(999999)] : list;
    }
    let body = JSON.stringify(payload);
    if (f.body === 'truncated') body = body.slice(0, Math.floor(body.length / 2));
    const type = f.body === 'wrong-type' ? 'text/plain' : 'application/json';
    send(res, 200, { ...headers, 'Content-Type': type }, body, head);
  };

  const endpoint = (
    req: IncomingMessage,
    res: ServerResponse,
    which: 'feed' | 'archetypes',
  ): void => {
    const allow = which === 'feed' ? FEED_ALLOW : ARCHETYPES_ALLOW;
    const headers: Record<string, string> = {
      Allow: allow,
      'Cache-Control': which === 'feed' ? 'public, max-age=5' : 'private',
      'Content-Type': 'application/json',
      Vary: 'Accept',
    };
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      send(
        res,
        200,
        headers,
        JSON.stringify({
          name: which === 'feed' ? 'Replay Feed' : 'Archetype List',
          renders: ['application/json'],
          parses: ['application/json'],
        }),
        false,
      );
      return;
    }
    if (method === 'POST' && which === 'archetypes') {
      // Listed in Allow, but its request and response are not shown: refuse like an
      // unauthenticated DRF view would.
      send(
        res,
        403,
        headers,
        JSON.stringify({ detail: 'Authentication credentials were not provided.' }),
        false,
      );
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      send(res, 405, headers, JSON.stringify({ detail: `Method "${method}" not allowed.` }), false);
      return;
    }
    const latency = applies(which) ? (faults.latencyMs ?? 0) : 0;
    if (latency > 0) {
      const timer = setTimeout(() => dataResponse(res, which, headers, method === 'HEAD'), latency);
      res.on('close', () => clearTimeout(timer));
    } else {
      dataResponse(res, which, headers, method === 'HEAD');
    }
  };

  const control = (req: IncomingMessage, res: ServerResponse, path: string) => {
    const json = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
    if (path === '/__sim/stats') {
      send(res, 200, json, JSON.stringify({ counts, faults, clock, shift: world.shift }), false);
      return;
    }
    if (path === '/__sim/faults' && req.method === 'POST') {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => {
        raw += chunk;
      });
      req.on('end', () => {
        try {
          faults = raw.trim() ? (JSON.parse(raw) as SimFaults) : {};
          send(res, 200, json, JSON.stringify({ faults }), false);
        } catch {
          send(res, 400, json, JSON.stringify({ detail: 'Body must be JSON.' }), false);
        }
      });
      return;
    }
    if (path === '/__sim/reset' && req.method === 'POST') {
      counts = {};
      faults = {};
      send(res, 200, json, '{}', false);
      return;
    }
    send(res, 404, json, JSON.stringify({ detail: 'Not found.' }), false);
  };

  const handle: SimService['handle'] = (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://sim.invalid');
    const path = url.pathname;
    const owned =
      path === FEED_PATH ||
      path === ARCHETYPES_PATH ||
      path === CARDS_PATH ||
      HSJSON_CARDS.test(path) ||
      HSJSON_TILES.test(path) ||
      path.startsWith(CONTROL_PREFIX);
    if (!owned) {
      if (next) next();
      else send(res, 404, { 'Content-Type': 'application/json' }, '{"detail":"Not found."}', false);
      return;
    }
    if (!path.startsWith(CONTROL_PREFIX)) counts[path] = (counts[path] ?? 0) + 1;
    if (path === FEED_PATH) endpoint(req, res, 'feed');
    else if (path === ARCHETYPES_PATH) endpoint(req, res, 'archetypes');
    else if (HSJSON_TILES.test(path)) {
      // Tiles of new cards are missing for days after a release: the simulation has none.
      send(res, 404, { 'Content-Type': 'text/plain' }, 'Not found', false);
    } else if (path === CARDS_PATH || HSJSON_CARDS.test(path)) {
      send(
        res,
        200,
        { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=86400' },
        cardsBody,
        req.method === 'HEAD',
      );
    } else control(req, res, path);
  };

  return {
    world,
    clock,
    handle,
    counts: () => ({ ...counts }),
    resetCounts: () => {
      counts = {};
    },
    setFaults: (f) => {
      faults = { ...f };
    },
    faults: () => ({ ...faults }),
    feed,
    feedBody,
  };
}
