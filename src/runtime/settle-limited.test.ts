import { expect, it } from 'vitest';
import { settleLimited } from './settle-limited.ts';

it('runs at most `limit` tasks at once and keeps results and failures in order', async () => {
  let running = 0;
  let most = 0;
  const task = (i: number) => async () => {
    running++;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 1));
    running--;
    if (i === 2) throw new Error('two');
    return i * 10;
  };
  const results = await settleLimited([0, 1, 2, 3, 4, 5, 6].map(task), 3);
  expect(most).toBe(3);
  expect(
    results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message)),
  ).toEqual([0, 10, 'two', 30, 40, 50, 60]);
  expect(await settleLimited([], 3)).toEqual([]);
});
