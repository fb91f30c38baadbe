// The simulated service over HTTP: both endpoints of the seed interface with its exact paths,
// statuses and headers, plus card data, request counts and switchable faults for tests.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { generatedArchetypes, hostileArchetype, malformFeed, type SimFaults } from './faults.ts';
import {
  createWorld,
  type FeedClock,
  feedAt,
  type SimArchetype,
  type SimFeedEntry,
  type SimWorld,
} from './generator.ts';
import { asStrings, PROFILES, type SimProfile } from './profiles.ts';
import { controlHandler, send } from './respond.ts';
import { parseShift, resolveShift } from './truth.ts';

export const FEED_PATH = '/api/v1/live/replay_feed/';
export const ARCHETYPES_PATH = '/api/v1/archetypes/';
export const CARDS_PATH = '/sim/cards.json';
export const CONTROL_PREFIX = '/__sim/';
/** HearthstoneJSON's own paths, for a proxy in front of the simulation (the nginx test). */
const HSJSON_CARDS = /^\/v1\/latest\/[a-z]{2}[A-Z]{2}\/cards\.json$/;
const HSJSON_TILES = /^\/v1\/tiles\/[A-Za-z0-9_]+\.png$/;

const FEED_ALLOW = 'GET, HEAD, OPTIONS';
const ARCHETYPES_ALLOW = 'GET, POST, HEAD, OPTIONS';

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
    return extra > 0 ? [...world.archetypes, ...generatedArchetypes(extra)] : world.archetypes;
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

  const control = controlHandler({
    stats: () => ({ counts, faults, clock, shift: world.shift }),
    setFaults: (next) => {
      faults = next;
    },
    reset: () => {
      counts = {};
      faults = {};
    },
  });

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
