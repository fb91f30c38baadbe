import { expect, it, vi } from 'vitest';
import { Listeners } from './listeners.ts';

it('calls every subscribed listener on notify, and none after it unsubscribes', () => {
  const changes = new Listeners();
  const a = vi.fn();
  const b = vi.fn();
  const stopA = changes.subscribe(a);
  changes.subscribe(b);
  changes.notify();
  stopA();
  changes.notify();
  expect(a).toHaveBeenCalledTimes(1);
  expect(b).toHaveBeenCalledTimes(2);
  expect(changes.size).toBe(1);
});
