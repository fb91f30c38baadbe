// The one msw server of a component test file: importing it listens before the file's tests,
// forgets per-test handlers after each and closes after the last. Any request no handler
// answers fails the test.
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { CATALOGUE } from './fixtures.ts';

export const TEST_API = 'http://api.test';
export const FEED_URL = `${TEST_API}/api/v1/live/replay_feed/`;
export const CATALOGUE_URL = `${TEST_API}/api/v1/archetypes/`;

export const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers the archetype list with `body` (the small test catalogue by default). */
export function serveCatalogue(body: JsonBodyType = CATALOGUE): void {
  server.use(http.get(CATALOGUE_URL, () => HttpResponse.json(body)));
}

/**
 * Answers the archetype list with `body` only once the returned function is called: a screen
 * seen while its catalogue is on its way.
 */
export function serveCatalogueLater(body: JsonBodyType = CATALOGUE): () => void {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  server.use(
    http.get(CATALOGUE_URL, async () => {
      await answered;
      return HttpResponse.json(body);
    }),
  );
  return answer;
}
