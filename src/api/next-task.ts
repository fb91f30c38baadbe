// A turn of the event loop between two parts of one piece of work, so that neither part with
// the other is one long task: the browser can paint and take input in between.

/** Resolves in a new task: `scheduler.yield()` where the browser has it, else a posted message. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  // A message, not a timer: a hidden tab's timers wait up to a minute, and tests fake timers.
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
