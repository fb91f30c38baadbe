// What an audience costs the service, and what a screen downloads: ten screens for a minute on
// the static-only deployment (collector + plain static host) and on the nginx proxy deployment.
// `npx tsx bench/hosting-bench.ts` runs it alone.
import type { Browser, BrowserContext, CDPSession } from '@playwright/test';
import { deploy } from '../deploy/nginx-host.test-helper.ts';
import { staticDeployment } from '../deploy/static-host.test-helper.ts';
import { launchChromium, median } from './preview.ts';

const SCREENS = 10;
const WARM_MS = 15_000;
const MEASURE_MS = 60_000;

export interface HostingFigures {
  /** Requests the service received in the measured minute, by path. */
  serviceRequests: Record<string, number>;
  /** Bytes each screen received in the minute (bodies and headers as sent, compressed). */
  bytesPerScreen: number[];
  /** Of the live list's requests in the minute: answered in full, or 304. */
  liveAnswers: { full: number; notModified: number };
}

/**
 * Counts the bytes and the live list's answers of one page, from the network events. A 304 is
 * reported to the page (and by responseReceived) as the cached 200: the status on the wire is
 * in responseReceivedExtraInfo.
 */
async function meter(cdp: CDPSession, liveUrl: RegExp) {
  const state = { bytes: 0, full: 0, notModified: 0, counting: false };
  const live = new Set<string>();
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (e) => {
    if (liveUrl.test(e.request.url)) live.add(e.requestId);
  });
  cdp.on('Network.responseReceivedExtraInfo', (e) => {
    if (!state.counting || !live.has(e.requestId)) return;
    if (e.statusCode === 304) state.notModified++;
    else state.full++;
  });
  cdp.on('Network.loadingFinished', (e) => {
    live.delete(e.requestId);
    if (state.counting) state.bytes += e.encodedDataLength;
  });
  return state;
}

async function tenScreens(
  browser: Browser,
  url: string,
  liveUrl: RegExp,
  resetService: () => void,
  serviceCounts: () => Record<string, number>,
  contextOptions: Parameters<Browser['newContext']>[0] = {},
): Promise<HostingFigures> {
  const contexts: BrowserContext[] = [];
  const meters = [];
  for (let i = 0; i < SCREENS; i++) {
    // A context each, as ten devices: no shared HTTP cache.
    const context = await browser.newContext({ ...contextOptions, serviceWorkers: 'block' });
    contexts.push(context);
    const page = await context.newPage();
    meters.push(await meter(await context.newCDPSession(page), liveUrl));
    const screen = ['#/live', '#/wall', '#/tiers', '#/', '#/winrates'][i % 5];
    await page.goto(`${url}${screen}`);
  }
  await new Promise((r) => setTimeout(r, WARM_MS));
  resetService();
  for (const m of meters) m.counting = true;
  await new Promise((r) => setTimeout(r, MEASURE_MS));
  for (const m of meters) m.counting = false;
  const figures: HostingFigures = {
    serviceRequests: serviceCounts(),
    bytesPerScreen: meters.map((m) => m.bytes),
    liveAnswers: {
      full: meters.reduce((n, m) => n + m.full, 0),
      notModified: meters.reduce((n, m) => n + m.notModified, 0),
    },
  };
  for (const c of contexts) await c.close();
  return figures;
}

/** The static-only cases: the real service's rate and the demo's, compressed or not. */
const STATIC_CASES = [
  { name: 'static-only, real rate (1/min), gzip', rate: 1 / 60, gzip: true },
  { name: 'static-only, real rate (1/min), no compression', rate: 1 / 60, gzip: false },
  { name: 'static-only, demo rate (2/s), gzip', rate: 2, gzip: true },
] as const;

export async function hostingBench(): Promise<Record<string, HostingFigures>> {
  const browser = await launchChromium();
  const results: Record<string, HostingFigures> = {};
  try {
    for (const c of STATIC_CASES) {
      const site = await staticDeployment('/ladder', { hours: 6, rate: c.rate, gzip: c.gzip });
      try {
        results[c.name] = await tenScreens(
          browser,
          site.host.url,
          /\/history\/live\.json$/,
          () => site.sim.resetCounts(),
          () => site.sim.counts(),
        );
      } finally {
        await site.stop();
      }
    }
    // The nginx template: gzip, the feed cached 5 s, the simulated service at the demo rate.
    const proxied = await deploy('/ladder');
    try {
      results['nginx proxy, demo rate (2/s), gzip'] = await tenScreens(
        browser,
        proxied.url,
        /\/api\/v1\/live\/replay_feed\/$/,
        () => proxied.sim.resetCounts(),
        () => proxied.sim.counts(),
        { ignoreHTTPSErrors: true },
      );
    } finally {
      await proxied.stop();
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The figures as labelled lines. */
export function hostingLines(results: Record<string, HostingFigures>) {
  const lines: [string, string][] = [];
  for (const [name, h] of Object.entries(results)) {
    const requests = Object.entries(h.serviceRequests)
      .map(([path, n]) => `${n} ${path}`)
      .join(', ');
    lines.push([`${name}: service requests, 10 screens, 1 min`, requests || 'none']);
    lines.push([
      `${name}: bytes per screen per minute`,
      `median ${((median(h.bytesPerScreen) ?? 0) / 1024).toFixed(1)} KB, max ${(Math.max(...h.bytesPerScreen) / 1024).toFixed(1)} KB`,
    ]);
    lines.push([
      `${name}: live list answers (10 screens)`,
      `${h.liveAnswers.full} full, ${h.liveAnswers.notModified} × 304`,
    ]);
  }
  return lines;
}

if (process.argv[1]?.endsWith('hosting-bench.ts')) {
  const figures = await hostingBench();
  for (const [label, value] of hostingLines(figures)) console.log(`${label.padEnd(72)} ${value}`);
}
