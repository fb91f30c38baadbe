// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fileOf, manifestOf } from '../test/history-bodies.ts';
import { historySyncAt } from '../test/history-sync-at.ts';
import { server } from '../test/msw.ts';
import { watchParseTurns } from '../test/parse-turns.ts';
import { range } from '../test/synthetic-matches.ts';

const hooks = vi.hoisted(() => ({ checked: () => {} }));
vi.mock('../api/history-files.ts', async (original) => {
  const actual = await original<typeof import('../api/history-files.ts')>();
  return {
    ...actual,
    parseOpenFile: (...args: Parameters<typeof actual.parseOpenFile>) => {
      hooks.checked();
      return actual.parseOpenFile(...args);
    },
  };
});

const HISTORY = 'http://history.test/h/';
const NOW = Date.UTC(2026, 10, 23, 12, 20);
const OPEN_HOUR = Date.UTC(2026, 10, 23, 12);

describe('HistorySync on a slow CPU', () => {
  it("checks the open hour's file in a task after the one that parsed it", async () => {
    // Parsed and checked in one task, the open hour was the longest step of a history check.
    const bodies: Record<string, unknown> = {
      'manifest.json': manifestOf({ asOf: NOW, hours: [], openHour: OPEN_HOUR }),
      'open.json': { ...fileOf(range(0, 5), OPEN_HOUR), asOf: NOW, recentIds: [] },
    };
    server.use(
      http.get(`${HISTORY}*`, ({ request }) => {
        const body = bodies[new URL(request.url).pathname.replace('/h/', '')];
        return body ? HttpResponse.json(body) : new HttpResponse(null, { status: 404 });
      }),
    );
    const { store, history } = historySyncAt(HISTORY, NOW);
    const turns = watchParseTurns((text) => text.includes('"recentIds"'));
    hooks.checked = () => turns.note('check');
    try {
      await history.load();
      expect(turns.before('check')).toEqual({ parses: 1, nextTasks: 1 });
      expect(history.status.state).toBe('ready');
      expect(store.historyInfo()?.since).toBe(OPEN_HOUR);
    } finally {
      turns.restore();
    }
  });
});
