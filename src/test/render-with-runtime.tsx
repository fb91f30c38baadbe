// Renders a piece of the app inside a fresh runtime (store, poll record, QueryClient) as the
// real entry point builds it (with the active language's messages), pointed at a fake API that
// msw answers; disposed after each test.
import 'fake-indexeddb/auto';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type AppConfig, DEFAULT_CONFIG } from '../domain/config.ts';
import { RuntimeContext } from '../runtime/context.ts';
import { createRuntime, type Runtime } from '../runtime/runtime.ts';
import { I18nWrapper } from './i18n.ts';
import { TEST_API } from './msw.ts';

export { TEST_API };

let dbCounter = 0;
const live = new Set<Runtime>();

afterEach(() => {
  // Unmount first: a screen still mounted would fetch again into the disposed runtime.
  cleanup();
  for (const runtime of live) runtime.dispose();
  live.clear();
});

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...DEFAULT_CONFIG,
    apiBaseUrl: TEST_API,
    cardDataUrl: null,
    cardArtUrl: null,
    historyUrl: null,
    ...overrides,
  };
}

const databases = new WeakMap<Runtime, string>();

/** The IndexedDB database a test runtime saves into. */
export const databaseOf = (runtime: Runtime) => databases.get(runtime);

/** A runtime on its own IndexedDB database, disposed after the test. */
export function testRuntime(overrides: Partial<AppConfig> = {}): Runtime {
  const dbName = `ui-test-${++dbCounter}`;
  const runtime = createRuntime(testConfig(overrides), { dbName });
  databases.set(runtime, dbName);
  live.add(runtime);
  return runtime;
}

export function renderWithRuntime(
  ui: ReactNode,
  options: { config?: Partial<AppConfig>; path?: string; poll?: boolean } = {},
) {
  const runtime = testRuntime(options.config);
  if (options.poll !== false) runtime.start();
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  // The language the test activated (English unless it asked for another), as main.tsx gives it.
  const view = render(
    <RuntimeContext.Provider value={runtime}>
      <QueryClientProvider client={runtime.queryClient}>
        <Router hook={location.hook}>{ui}</Router>
      </QueryClientProvider>
    </RuntimeContext.Provider>,
    { wrapper: I18nWrapper },
  );
  return { ...view, runtime, location };
}
