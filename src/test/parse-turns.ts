// What a test needs to tell whether a step ran in the task that parsed a response or in a
// later one: each parse of a watched text posts a message, which runs in the task after it.

import { vi } from 'vitest';

export interface ParseTurns {
  /** Notes that the step `label` ran now. */
  note: (label: string) => void;
  /**
   * How many parses came before the first `label`, and how many of their next tasks had run by
   * then: equal when the step ran in a task after every parse before it.
   */
  before: (label: string) => { parses: number; nextTasks: number };
  restore: () => void;
}

/** Watches the parses of the texts `watched` picks (those of the response a test is about). */
export function watchParseTurns(watched: (text: string) => boolean): ParseTurns {
  const events: string[] = [];
  const parse = JSON.parse;
  const spy = vi.spyOn(JSON, 'parse').mockImplementation((text, reviver) => {
    const value = parse(text, reviver);
    if (!watched(text)) return value;
    events.push('parse');
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      events.push('next task');
    };
    channel.port2.postMessage(null);
    return value;
  });
  return {
    note: (label) => events.push(label),
    before: (label) => {
      const end = events.indexOf(label);
      if (end < 0) throw new Error(`${label} has not run`);
      const seen = events.slice(0, end);
      return {
        parses: seen.filter((e) => e === 'parse').length,
        nextTasks: seen.filter((e) => e === 'next task').length,
      };
    },
    restore: () => spy.mockRestore(),
  };
}
