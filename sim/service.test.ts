import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, feedAt, matchAt } from './generator.ts';
import { createSimService, type SimService } from './service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let clock = Date.UTC(2026, 10, 22, 12);
let sim: SimService;
let server: Server;
let base: string;

beforeAll(async () => {
  sim = createSimService({ seed: 7, rate: 2, now: () => clock });
  server = createServer((req, res) => sim.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const feedUrl = () => `${base}/api/v1/live/replay_feed/`;
const listUrl = () => `${base}/api/v1/archetypes/`;

describe('replay feed endpoint', () => {
  it('answers GET with status 200 and exactly the seed headers', async () => {
    const res = await fetch(feedUrl());
    expect(res.status).toBe(200);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(res.headers.get('cache-control')).toBe('public, max-age=5');
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('vary')).toBe('Accept');
  });

  it('returns an object with a data array whose entries obey every field rule', async () => {
    const body = (await (await fetch(feedUrl())).json()) as { data: Record<string, unknown>[] };
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data).toHaveLength(100);
    for (const e of body.data) {
      expect(Object.keys(e).sort()).toEqual(
        [
          'id',
          'player1_archetype',
          'player1_legend_rank',
          'player1_rank',
          'player1_won',
          'player2_archetype',
          'player2_legend_rank',
          'player2_rank',
          'player2_won',
        ].sort(),
      );
      expect(e.id).toMatch(UUID);
      expect(e.player1_won).not.toBe(e.player2_won);
      for (const p of [1, 2]) {
        const rank = e[`player${p}_rank`] as number;
        const legend = e[`player${p}_legend_rank`] as number | null;
        expect(Number.isInteger(e[`player${p}_archetype`])).toBe(true);
        expect(Number.isInteger(rank) && rank >= 1 && rank <= 51).toBe(true);
        expect(typeof e[`player${p}_won`]).toBe('boolean');
        if (legend !== null) {
          expect(rank).toBe(51);
          expect(Number.isInteger(legend) && legend > 0).toBe(true);
        }
      }
    }
  });

  it('answers HEAD with the headers and no body, and OPTIONS with Allow', async () => {
    const head = await fetch(feedUrl(), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe('public, max-age=5');
    expect(await head.text()).toBe('');
    const options = await fetch(feedUrl(), { method: 'OPTIONS' });
    expect(options.status).toBe(200);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'answers %s with 405 and the Allow header',
    async (method) => {
      const res = await fetch(feedUrl(), { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    },
  );

  it('serves the most recent matches oldest first, overlapping between polls', async () => {
    const first = (await (await fetch(feedUrl())).json()) as { data: { id: string }[] };
    clock += 5000; // 10 new matches at 2/s
    const second = (await (await fetch(feedUrl())).json()) as { data: { id: string }[] };
    const firstIds = first.data.map((e) => e.id);
    const secondIds = second.data.map((e) => e.id);
    expect(secondIds.slice(0, 90)).toEqual(firstIds.slice(10));
    expect(secondIds.slice(90).some((id) => firstIds.includes(id))).toBe(false);
  });

  it('counts the requests it served, by path', async () => {
    sim.resetCounts();
    await fetch(feedUrl());
    await fetch(feedUrl(), { method: 'HEAD' });
    await fetch(listUrl());
    expect(sim.counts()).toEqual({ '/api/v1/live/replay_feed/': 2, '/api/v1/archetypes/': 1 });
  });

  it('needs the trailing slash, like the real paths', async () => {
    expect((await fetch(`${base}/api/v1/live/replay_feed`)).status).toBe(404);
  });
});

describe('archetype list endpoint', () => {
  it('answers with the seed headers and a bare array, also with ?format=api', async () => {
    for (const url of [listUrl(), `${listUrl()}?format=api`, `${listUrl()}?format=json`]) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS');
      expect(res.headers.get('cache-control')).toBe('private');
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.headers.get('vary')).toBe('Accept');
      expect(Array.isArray(await res.json())).toBe(true);
    }
  });

  it('holds a realistic catalogue that obeys every field rule', async () => {
    const list = (await (await fetch(listUrl())).json()) as Array<{
      id: number;
      name: string;
      player_class: number;
      player_class_name: string;
      url: string;
      standard_ccp_signature_core: { as_of: string; format: number; components: number[] } | null;
      wild_ccp_signature_core: unknown;
    }>;
    expect(list.length).toBeGreaterThanOrEqual(60);
    const ids = list.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toEqual([...ids].sort((a, b) => a - b));
    const classes = new Set(list.map((a) => a.player_class_name));
    for (const name of ['DEATHKNIGHT', 'DEMONHUNTER', 'NEUTRAL', 'WHIZBANG', 'DRUID', 'WARRIOR']) {
      expect(classes.has(name)).toBe(true);
    }
    const table: Record<number, string> = {
      1: 'DEATHKNIGHT',
      2: 'DRUID',
      3: 'HUNTER',
      4: 'MAGE',
      5: 'PALADIN',
      6: 'PRIEST',
      7: 'ROGUE',
      8: 'SHAMAN',
      9: 'WARLOCK',
      10: 'WARRIOR',
      12: 'NEUTRAL',
      13: 'WHIZBANG',
      14: 'DEMONHUNTER',
    };
    const unnamed = list.filter((a) => a.name === '');
    expect(unnamed.length).toBeGreaterThanOrEqual(1);
    for (const a of unnamed) expect(a.url).toBe(`/archetypes/${a.id}/`);
    expect(list.some((a) => a.standard_ccp_signature_core === null)).toBe(true);
    for (const a of list) {
      expect(table[a.player_class]).toBe(a.player_class_name);
      expect(a.url).toMatch(new RegExp(`^/archetypes/${a.id}/([a-z0-9]+(-[a-z0-9]+)*)?$`));
      expect(a.wild_ccp_signature_core).toBeNull();
      const core = a.standard_ccp_signature_core;
      if (core) {
        expect(core.format).toBe(2);
        expect(core.as_of).toMatch(ISO_MS);
        expect(core.components).toHaveLength(10);
        expect(core.components).not.toEqual([...core.components].sort((x, y) => x - y));
      }
    }
  });

  it('refuses POST (its contract is not shown) and 405s other writes', async () => {
    expect((await fetch(listUrl(), { method: 'POST', body: '{}' })).status).toBe(403);
    const del = await fetch(listUrl(), { method: 'DELETE' });
    expect(del.status).toBe(405);
    expect(del.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS');
  });

  it('serves card data for every core component', async () => {
    const list = (await (await fetch(listUrl())).json()) as Array<{
      standard_ccp_signature_core: { components: number[] } | null;
    }>;
    const cards = (await (await fetch(`${base}/sim/cards.json`)).json()) as Array<{
      dbfId: number;
      id: string;
      name: string;
      cost: number;
      rarity: string;
    }>;
    const byDbf = new Set(cards.map((c) => c.dbfId));
    for (const a of list)
      for (const c of a.standard_ccp_signature_core?.components ?? [])
        expect(byDbf.has(c)).toBe(true);
    expect(cards[0]).toMatchObject({
      dbfId: expect.any(Number),
      id: expect.any(String),
      name: expect.any(String),
    });
    // The same data on HearthstoneJSON's paths (behind a proxy), and no tiles at all.
    const hsjson = await (await fetch(`${base}/v1/latest/deDE/cards.json`)).json();
    expect(hsjson).toEqual(cards);
    expect((await fetch(`${base}/v1/tiles/${cards[0]?.id}.png`)).status).toBe(404);
    expect((await fetch(`${base}/v1/latest/../cards.json`)).status).toBe(404);
  });
});

describe('simulated data', () => {
  it('is the same for the same seed and differs between seeds', () => {
    const a = createWorld(5);
    const b = createWorld(5);
    const c = createWorld(6);
    expect(a.archetypes).toEqual(b.archetypes);
    expect(matchAt(a, 123)).toEqual(matchAt(b, 123));
    expect(a.archetypes).not.toEqual(c.archetypes);
  });

  it('includes mirrors, legend players and archetypes missing from the catalogue', () => {
    const world = createWorld(42);
    const known = new Set(world.archetypes.map((x) => x.id));
    const matches = feedAt(world, { startMs: 0, rate: 2, size: 3000 }, 0);
    expect(matches.some((m) => m.player1_archetype === m.player2_archetype)).toBe(true);
    expect(matches.some((m) => m.player1_legend_rank !== null)).toBe(true);
    const unknown = matches.filter((m) => !known.has(m.player1_archetype)).length / matches.length;
    expect(unknown).toBeGreaterThan(0.005);
    expect(unknown).toBeLessThan(0.1);
  });

  it('has hidden strengths that make true win rates differ', () => {
    const world = createWorld(42);
    const wins = new Map<number, [number, number]>();
    for (const m of feedAt(world, { startMs: 0, rate: 1, size: 20000 }, 0)) {
      if (m.player1_archetype === m.player2_archetype) continue;
      for (const [a, won] of [
        [m.player1_archetype, m.player1_won],
        [m.player2_archetype, m.player2_won],
      ] as const) {
        const t = wins.get(a) ?? [0, 0];
        wins.set(a, [t[0] + (won ? 1 : 0), t[1] + 1]);
      }
    }
    const rates = [...wins.values()].filter(([, n]) => n > 400).map(([w, n]) => w / n);
    expect(Math.max(...rates) - Math.min(...rates)).toBeGreaterThan(0.08);
  });
});

describe('fault switches', () => {
  it('injects error statuses with Retry-After, HTML and truncated bodies, then recovers', async () => {
    sim.setFaults({ status: 429, retryAfter: 7 });
    const limited = await fetch(feedUrl());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    sim.setFaults({ body: 'html', target: 'feed' });
    expect((await fetch(feedUrl())).headers.get('content-type')).toMatch(/text\/html/);
    expect((await fetch(listUrl())).headers.get('content-type')).toBe('application/json');
    sim.setFaults({ body: 'truncated' });
    await expect((await fetch(feedUrl())).json()).rejects.toThrow();
    sim.setFaults({});
    expect((await fetch(feedUrl())).status).toBe(200);
  });

  it('can be switched over HTTP by tests in other processes', async () => {
    await fetch(`${base}/__sim/faults`, { method: 'POST', body: JSON.stringify({ status: 503 }) });
    expect((await fetch(feedUrl())).status).toBe(503);
    await fetch(`${base}/__sim/faults`, { method: 'POST', body: '{}' });
    expect((await fetch(feedUrl())).status).toBe(200);
    const stats = (await (await fetch(`${base}/__sim/stats`)).json()) as {
      counts: Record<string, number>;
    };
    expect(stats.counts['/api/v1/live/replay_feed/']).toBeGreaterThan(0);
  });
});

describe('profiles', () => {
  const serve = async (sim: SimService) => {
    const req = { method: 'GET', url: '/api/v1/live/replay_feed/', headers: {} };
    let body = '';
    await new Promise<void>((resolve) => {
      const res = {
        writeHead: () => res,
        end: (chunk?: string) => {
          body = chunk ?? '';
          resolve();
        },
      };
      sim.handle(req as never, res as never);
    });
    return (JSON.parse(body) as { data: Record<string, unknown>[] }).data;
  };

  it('real: the latest 201 entries, oldest first, every value a string, one new game a minute', async () => {
    let now = Date.UTC(2026, 10, 22, 12);
    const real = createSimService({ profile: 'real', seed: 7, now: () => now });
    const first = await serve(real);
    expect(first).toHaveLength(201);
    for (const entry of first) {
      for (const value of Object.values(entry)) expect(typeof value).toBe('string');
    }
    expect(first.some((e) => e.player1_legend_rank === 'None')).toBe(true);
    expect(first.every((e) => ['True', 'False'].includes(String(e.player1_won)))).toBe(true);
    // Typed, the same entries as the generator's stream.
    expect(first.at(-1)?.id).toBe(matchAt(real.world, 200).id);

    now += 59_000;
    expect((await serve(real)).map((e) => e.id)).toEqual(first.map((e) => e.id));
    now += 1_000;
    const later = (await serve(real)).map((e) => e.id);
    expect(later.slice(0, 200)).toEqual(first.slice(1).map((e) => e.id));
    expect(later).toHaveLength(201);
  });

  it('demo (the default) stays lively and typed; explicit rate and size win over a profile', async () => {
    const now = Date.UTC(2026, 10, 22, 12);
    const demo = createSimService({ seed: 7, now: () => now });
    expect(demo.clock).toMatchObject({ rate: 2, size: 100 });
    const entries = await serve(demo);
    expect(typeof entries[0]?.player1_won).toBe('boolean');
    expect(typeof entries[0]?.player1_rank).toBe('number');
    const custom = createSimService({ profile: 'real', rate: 1, feedSize: 10, now: () => now });
    expect(custom.clock).toMatchObject({ rate: 1, size: 10 });
  });
});
