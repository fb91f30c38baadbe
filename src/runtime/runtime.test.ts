// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CARD_DATA_MAX_AGE_MS, cardsQueryOptions } from '../api/cards.ts';
import { catalogueKey, catalogueQueryOptions } from '../api/queries.ts';
import { fetchCatalogue } from '../api/service.ts';
import { nextPollDelay } from '../domain/connection.ts';
import { CATALOGUE, feedEntry } from '../test/fixtures.ts';
import { FEED_URL, serveCatalogue, server } from '../test/msw.ts';
import { watchParseTurns } from '../test/parse-turns.ts';
import { testConfig, testRuntime } from '../test/render-with-runtime.tsx';
import { createRuntime, restoreRuntime } from './runtime.ts';

const CARDS_URL = 'http://cards.test/cards.json';

describe('the feed pipeline', () => {
  it('polls, validates, stores, records the outcome and schedules a save', async () => {
    serveCatalogue();
    let polls = 0;
    server.use(
      http.get(FEED_URL, () => {
        polls++;
        return HttpResponse.json({ data: [feedEntry(), feedEntry(), { id: 'broken' }] });
      }),
    );
    const runtime = testRuntime();
    const schedule = vi.spyOn(runtime.persistence, 'schedule');
    expect(polls).toBe(0); // nothing happens before start
    runtime.start();
    await vi.waitFor(() => expect(runtime.tracker.record.successes).toBe(1));
    expect(polls).toBe(1);
    expect(runtime.store.counters.matchesSeen).toBe(2);
    expect(runtime.tracker.record.entriesReceived).toBe(3);
    expect(Object.values(runtime.tracker.record.entriesRejected)).toEqual([1]);
    expect(schedule).toHaveBeenCalledTimes(1);
    // The query keeps a summary, not the response: the store holds the matches.
    expect(runtime.queryClient.getQueryData(['feed', runtime.config.apiBaseUrl])).toEqual({
      received: 3,
      added: 2,
    });
  });

  it('stores a response in a task after the one that parsed it', async () => {
    // Parsed, checked, stored and drawn in one task, a poll could pass 50 ms on a slow CPU.
    serveCatalogue();
    const first = feedEntry();
    server.use(http.get(FEED_URL, () => HttpResponse.json({ data: [first, feedEntry()] })));
    const runtime = testRuntime();
    const turns = watchParseTurns((text) => text.includes(first.id));
    try {
      const ingest = runtime.store.ingest.bind(runtime.store);
      vi.spyOn(runtime.store, 'ingest').mockImplementation((...args) => {
        turns.note('ingest');
        return ingest(...args);
      });
      runtime.start();
      await vi.waitFor(() => expect(runtime.store.counters.matchesSeen).toBe(2));
      const { parses, nextTasks } = turns.before('ingest');
      expect(parses).toBe(1);
      expect(nextTasks).toBe(1);
    } finally {
      turns.restore();
    }
  });

  it('reads whole only the entries of matches it does not hold yet', async () => {
    serveCatalogue();
    const [first, second, third] = [feedEntry(), feedEntry(), feedEntry()];
    const answers = [
      [first, second],
      // The first match again, its rank since changed into one the rules refuse: a repeat, not
      // read again (and so not rejected); the third is new.
      [{ ...first, player1_rank: 99 }, second, third],
    ];
    let polls = 0;
    server.use(
      http.get(FEED_URL, () =>
        HttpResponse.json({ data: answers[Math.min(polls++, answers.length - 1)] }),
      ),
    );
    const runtime = testRuntime({ pollIntervalMs: 50 });
    runtime.start();
    await vi.waitFor(() => expect(runtime.tracker.record.successes).toBeGreaterThanOrEqual(2));
    expect(runtime.store.counters.matchesSeen).toBe(3);
    expect(runtime.store.counters.duplicates).toBeGreaterThanOrEqual(2);
    expect(runtime.tracker.record.entriesRejected).toEqual({});
    expect(runtime.tracker.record.entriesReceived).toBeGreaterThanOrEqual(5);
  });

  it('records a failure with its Retry-After before React Query asks for the next delay', async () => {
    serveCatalogue();
    server.use(
      http.get(
        FEED_URL,
        () => new HttpResponse('{}', { status: 429, headers: { 'Retry-After': '30' } }),
      ),
    );
    const runtime = testRuntime();
    const delays: number[] = [];
    const cache = runtime.queryClient.getQueryCache();
    cache.subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        delays.push(nextPollDelay(runtime.tracker.record, runtime.config.pollIntervalMs));
      }
    });
    runtime.start();
    await vi.waitFor(() => expect(delays).toHaveLength(1));
    expect(runtime.tracker.record).toMatchObject({
      consecutiveFailures: 1,
      lastError: { kind: 'http', retryAfterMs: 30_000 },
    });
    expect(delays).toEqual([30_000]);
  });

  it('stops polling when disposed', async () => {
    serveCatalogue();
    let polls = 0;
    server.use(
      http.get(FEED_URL, () => {
        polls++;
        return HttpResponse.json({ data: [] });
      }),
    );
    const runtime = createRuntime(testConfig({ pollIntervalMs: 5000 }), { dbName: 'dispose' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      runtime.start();
      await vi.waitFor(() => expect(polls).toBe(1));
      runtime.dispose();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(polls).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('saved queries', () => {
  it('saves the fetched catalogue and restores it, with its age, before the first render', async () => {
    serveCatalogue();
    const config = testConfig();
    const dbName = 'saved-catalogue';
    const writer = createRuntime(config, { dbName });
    const data = await writer.queryClient.fetchQuery(catalogueQueryOptions(config));
    const savedAt = writer.queryClient.getQueryState(catalogueKey(config))?.dataUpdatedAt;
    await vi.waitFor(async () =>
      expect(await writer.persistence.loadValue(writer.saved.catalogue.storageKey)).toEqual({
        savedAt,
        data,
      }),
    );

    const reader = createRuntime(config, { dbName });
    await restoreRuntime(reader);
    expect(reader.queryClient.getQueryData(catalogueKey(config))).toEqual(data);
    expect(reader.queryClient.getQueryState(catalogueKey(config))?.dataUpdatedAt).toBe(savedAt);
    for (const r of [writer, reader]) r.dispose();
  });

  it('saves what a fetch brought, not what a restore put back', async () => {
    serveCatalogue();
    const runtime = testRuntime();
    const save = vi.spyOn(runtime.persistence, 'saveValue');
    await runtime.queryClient.fetchQuery({
      queryKey: catalogueKey(runtime.config),
      queryFn: () => fetchCatalogue(runtime.config),
    });
    expect(save).toHaveBeenCalledWith(
      runtime.saved.catalogue.storageKey,
      expect.objectContaining({ data: expect.objectContaining({ archetypes: expect.any(Array) }) }),
    );
    save.mockClear();
    runtime.queryClient.setQueryData(catalogueKey(runtime.config), { archetypes: [] });
    expect(save).not.toHaveBeenCalled();
  });

  it('ignores a saved copy of another shape (an older build)', async () => {
    const runtime = testRuntime();
    await runtime.persistence.saveValue(runtime.saved.catalogue.storageKey, {
      savedAt: Date.now(),
      data: CATALOGUE, // the wire list itself, not a catalogue result
    });
    await runtime.restoreSaved(runtime.saved.catalogue);
    expect(runtime.queryClient.getQueryData(catalogueKey(runtime.config))).toBeUndefined();
  });

  it('uses saved card data younger than a week without fetching, and refetches older', async () => {
    let fetched = 0;
    server.use(
      http.get(CARDS_URL, () => {
        fetched++;
        return HttpResponse.json([{ dbfId: 9, id: 'A', name: 'New', cost: 1 }]);
      }),
    );
    const saved = {
      cards: [{ dbfId: 9, id: 'A', name: 'Saved', cost: null, rarity: null }],
      rejected: {},
    };
    const cardsOf = async (age: number) => {
      const runtime = testRuntime({ cardDataUrl: CARDS_URL });
      await runtime.persistence.saveValue(runtime.saved.cards.storageKey, {
        savedAt: Date.now() - age,
        data: saved,
      });
      await runtime.restoreSaved(runtime.saved.cards);
      return runtime.queryClient.fetchQuery(cardsQueryOptions(runtime.config));
    };
    expect((await cardsOf(1000)).cards[0]?.name).toBe('Saved');
    expect(fetched).toBe(0);
    expect((await cardsOf(CARD_DATA_MAX_AGE_MS + 1)).cards[0]?.name).toBe('New');
    expect(fetched).toBe(1);
  });

  it('with start, polls beside the history download, once the saved statistics are in', async () => {
    serveCatalogue();
    let release = () => {};
    const manifestHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    let polledBeforeHistory = false;
    let historyDone = false;
    server.use(
      http.get('http://history.test/h/manifest.json', async () => {
        await manifestHeld;
        historyDone = true;
        return new HttpResponse(null, { status: 404 });
      }),
      http.get(FEED_URL, () => {
        if (!historyDone) polledBeforeHistory = true;
        return HttpResponse.json({ data: [feedEntry()] });
      }),
    );
    const runtime = testRuntime({ historyUrl: 'http://history.test/h/' });
    const restoring = restoreRuntime(runtime, 5000, { start: true });
    await vi.waitFor(() => expect(runtime.tracker.record.successes).toBe(1));
    expect(polledBeforeHistory).toBe(true);
    expect(runtime.store.recent()).toHaveLength(1);
    release();
    await restoring;
    expect(runtime.history.status.state).toBe('unavailable');
  });

  it('gives up restoring after the timeout rather than hold the page', async () => {
    const runtime = testRuntime();
    vi.spyOn(runtime.persistence, 'restore').mockReturnValue(new Promise(() => {}));
    const started = Date.now();
    await restoreRuntime(runtime, 50);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
