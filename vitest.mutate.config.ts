// Vitest for `npm run mutate`: the unit tests of the pure layers only (api, domain). They are
// what must pin those layers' rules; the slower component tests would only blur the score.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/api/**/*.test.ts', 'src/domain/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
