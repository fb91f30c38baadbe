// What the browser benchmarks share: the production build served by `vite preview` (with the
// simulated service) on a port of their own, and Chromium found as for the tests.
import { spawn } from 'node:child_process';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium.ts';
import { createWorld, matchAt } from '../sim/generator.ts';

export interface Preview {
  base: string;
  stop: () => void;
}

/**
 * Starts `vite preview` of the build in `outDir` (dist by default) on `port`, with extra
 * environment for its simulated service, and waits for it.
 */
export async function startPreview(
  port: number,
  env: Record<string, string> = {},
  outDir = 'dist',
): Promise<Preview> {
  const server = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--outDir',
      outDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { stdio: 'ignore', detached: true, env: { ...process.env, ...env } },
  );
  const base = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(base);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    base,
    stop: () => {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    },
  };
}

export function launchChromium(): Promise<Browser> {
  const found = findChromium();
  return chromium.launch({
    ...(found?.executablePath ? { executablePath: found.executablePath } : {}),
    args: CHROMIUM_ARGS,
  });
}

/**
 * Answers every feed poll of `page` with the next 100 matches of the simulated stream (seed
 * 42); `served()` says how many polls were answered, so a run can wait for each.
 */
export async function serveStream(page: Page): Promise<{ served: () => number }> {
  const world = createWorld(42);
  let next = 100;
  let served = 0;
  await page.route('**/api/v1/live/replay_feed/', (route) => {
    const data = Array.from({ length: 100 }, (_, i) => matchAt(world, next - 100 + i));
    next += 100;
    served++;
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ data }),
    });
  });
  return { served: () => served };
}

/** The middle value (the lower of the two middle ones for an even count); null for none. */
export function median(xs: readonly number[]): number | null {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? null : (s[Math.floor((s.length - 1) / 2)] ?? null);
}
