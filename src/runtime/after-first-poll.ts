// What a first screen does not need waits until its first figures are in: the new-build watch,
// the offline shell and the rest of the language's messages load after the page's first poll.
import type { PollTracker } from '../domain/connection.ts';

/** After the first poll's outcome, this long for its rows to render before more code loads. */
export const AFTER_FIRST_POLL_MS = 1000;

/** Resolves `AFTER_FIRST_POLL_MS` after the page's first poll was answered or failed. */
export function afterFirstPoll(tracker: PollTracker): Promise<void> {
  return new Promise((resolve) => {
    const later = () => setTimeout(resolve, AFTER_FIRST_POLL_MS);
    if (tracker.getRecord().polls > 0) {
      later();
      return;
    }
    const stop = tracker.subscribe(() => {
      if (tracker.getRecord().polls === 0) return;
      stop();
      later();
    });
  });
}
