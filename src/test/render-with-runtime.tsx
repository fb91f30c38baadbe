// Renders a piece of the app inside a fresh runtime (store, poll record, QueryClient) as the
// real entry point builds it, pointed at a fake API that msw answers.
import 'fake-indexeddb/auto';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type AppRuntime, createRuntime } from '../app/create-runtime.ts';
import { FeedPoller } from '../app/feed-poller.tsx';
import { RuntimeContext } from '../components/runtime.tsx';
import { type AppConfig, DEFAULT_CONFIG } from '../domain/config.ts';

export const TEST_API = 'http://api.test';

let dbCounter = 0;

export function renderWithRuntime(
  ui: ReactNode,
  options: { config?: Partial<AppConfig>; path?: string; poll?: boolean } = {},
) {
  const config: AppConfig = {
    ...DEFAULT_CONFIG,
    apiBaseUrl: TEST_API,
    cardDataUrl: null,
    cardArtUrl: null,
    ...options.config,
  };
  const runtime: AppRuntime = createRuntime(config, { dbName: `ui-test-${++dbCounter}` });
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const view = render(
    <RuntimeContext.Provider value={runtime}>
      <QueryClientProvider client={runtime.queryClient}>
        {options.poll === false ? null : <FeedPoller />}
        <Router hook={location.hook}>{ui}</Router>
      </QueryClientProvider>
    </RuntimeContext.Provider>,
  );
  return { ...view, runtime, location };
}
