// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  frameHolding,
  type LongFrame,
  type LongWork,
  longWorkScript,
  pageScript,
} from './long-work.ts';

/** The page's observers by entry type, fed by hand (jsdom has no performance timeline). */
const observers = new Map<string, (list: { getEntries: () => unknown[] }) => void>();
class FakePerformanceObserver {
  constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
  observe({ type }: { type: string }) {
    observers.set(type, this.callback);
  }
}
const emit = (type: string, ...entries: unknown[]) =>
  observers.get(type)?.({ getEntries: () => entries });

let now = 0;
beforeEach(() => {
  observers.clear();
  now = 0;
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

/** As the bench does: the observer's init script run in the page. */
const runInPage = (limitMs: number) => new Function(longWorkScript(limitMs))();

/** A long animation frame entry as Chromium gives it. */
const frame = (startTime: number, duration: number, renderStart: number) => ({
  startTime,
  duration,
  renderStart,
  scripts: [],
});

describe('observeLongWork', () => {
  it('tells what happened during a long frame: a fetch answered, the rotation drawn and turned', async () => {
    runInPage(50);
    const w = window as unknown as LongWork;
    emit('resource', {
      initiatorType: 'fetch',
      name: 'http://host/api/v1/live/replay_feed/?x=1',
      responseEnd: 1_010,
    });
    // An image's answer is no fetch of the page's script: not marked.
    emit('resource', { initiatorType: 'img', name: 'http://host/card.png', responseEnd: 1_020 });
    now = 1_030;
    const slot = document.createElement('div');
    slot.setAttribute('data-rotation-slot', 'next');
    document.body.append(slot);
    await Promise.resolve();
    // A match's row arriving in a ticker, later.
    now = 1_500;
    const match = document.createElement('div');
    match.setAttribute('data-match-id', 'm1');
    document.body.append(match);
    await Promise.resolve();
    now = 2_000;
    slot.setAttribute('data-rotation-slot', 'shown');
    await Promise.resolve();
    // A frame of 80 ms from 1,000 ms (its rendering from 1,050): the fetch and the drawing fell
    // in it, the turn did not. A frame within the limit is not kept.
    emit('long-animation-frame', frame(1_000, 80, 1_050), frame(1_990, 40, 2_000));
    expect(w.longFrames).toEqual([
      {
        ms: 80,
        renderMs: 30,
        scripts: [],
        at: 1_000,
        during: ['fetched replay_feed at +10 ms', 'rotation: next chart drawn at +30 ms'],
      },
    ]);
    emit('long-animation-frame', frame(1_490, 60, 1_500), frame(1_995, 60, 2_010));
    expect(w.longFrames[1]?.during).toEqual(["a match's row drawn at +10 ms"]);
    expect(w.longFrames[2]?.during).toEqual(['rotation: shown slot at +5 ms']);
  });

  it('keeps long tasks with their start, to a tenth of a millisecond', () => {
    runInPage(50);
    emit('longtask', { duration: 50.04, name: 'self', startTime: 300 });
    expect((window as unknown as LongWork).longTasks).toEqual([{ ms: 50, who: 'self', at: 300 }]);
  });
});

describe('frameHolding', () => {
  const frames: LongFrame[] = [
    { ms: 70, renderMs: 58, scripts: [], at: 1_000, during: [] },
    { ms: 60, renderMs: 45, scripts: [], at: 5_000, during: [] },
  ];
  it('finds the long frame a long task began in', () => {
    expect(frameHolding({ ms: 64, who: 'self', at: 1_006 }, frames)).toBe(frames[0]);
    expect(frameHolding({ ms: 55, who: 'self', at: 5_060 }, frames)).toBe(frames[1]);
  });
  it('finds none for a task outside every long frame', () => {
    expect(frameHolding({ ms: 64, who: 'unknown', at: 2_000 }, frames)).toBeUndefined();
  });
});

describe('pageScript', () => {
  // As tsx compiles a named function inside one sent to a page.
  const named = new Function(
    'arg',
    'const twice = __name((x) => x * 2, "twice"); window.pageScriptResult = twice(arg.n);',
  ) as (arg: { n: number }) => void;
  afterEach(() => {
    delete (window as unknown as { pageScriptResult?: number }).pageScriptResult;
  });

  it("runs a function whose source calls tsx's __name, which the page lacks", () => {
    new Function(pageScript(named, { n: 21 }))();
    expect((window as unknown as { pageScriptResult?: number }).pageScriptResult).toBe(42);
    expect('__name' in globalThis).toBe(false);
  });

  it('is needed: the same source sent as it is stops at __name', () => {
    expect(() => new Function(`(${named.toString()})({ "n": 21 })`)()).toThrow(/__name/);
  });
});
