import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';

afterEach(() => onlineManager.setOnline(true));

describe('createQueryClient', () => {
  it('fetches while the browser says it is offline (every request has its own time limit)', async () => {
    onlineManager.setOnline(false);
    const query = { queryKey: ['probe'], queryFn: () => Promise.resolve('answered') };
    await expect(createQueryClient().fetchQuery(query)).resolves.toBe('answered');
    // React Query's own default holds the request until the browser says "online".
    const plain = new QueryClient();
    void plain.fetchQuery(query);
    await vi.waitFor(() => expect(plain.getQueryState(['probe'])?.fetchStatus).toBe('paused'));
  });
});
