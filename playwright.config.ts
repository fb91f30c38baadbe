// End-to-end tests run against the production build served by `vite preview`, which mounts
// the simulated service on the same origin.
import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.ts';

const browser = findChromium();
/**
 * The preview server's port: E2E_PORT when given (a server already on it is reused outside CI),
 * else one the system finds free now. It goes into the environment, so the workers, which load
 * this file again, use the same one.
 */
const chosenPort = process.env.E2E_PORT;
const port = Number(
  chosenPort ??
    execFileSync(process.execPath, [
      '-e',
      "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
    ]).toString(),
);
process.env.E2E_PORT = String(port);

export default defineConfig({
  testDir: 'e2e',
  // The tests compute expectations with the domain code, whose words are Lingui macros.
  tsconfig: './tsconfig.run.json',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // One retry on CI, but a test rescued by it is named at the end of the run (flaky-reporter).
  reporter: [['list'], ['html', { open: 'never' }], ['./e2e/flaky-reporter.ts']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    trace: 'retain-on-failure',
    // The offline shell's worker would serve some requests itself, out of page.route's sight:
    // only the test of the offline shell lets it run (offline.spec.ts).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(browser?.executablePath ? { executablePath: browser.executablePath } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: chosenPort !== undefined && !process.env.CI,
    timeout: 60_000,
    env: { SIM_RATE: process.env.SIM_RATE ?? '2' },
  },
});
