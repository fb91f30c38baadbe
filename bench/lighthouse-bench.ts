// Lighthouse 12 as a second pair of eyes: accessibility, best practices, cumulative layout shift,
// largest contentful paint and total blocking time on the production build, for the screens a
// newcomer, a phone and a venue open first, with Lighthouse's mobile preset (a mid-range phone:
// 4× CPU, slow 4G, 412×823) and its desktop preset. Each route and preset runs `runs` times in a
// fresh profile, with a day of published history beside the live feed; the median and the worst
// are printed, with the commit and the machine reference.
// The service and its day of history follow the simulated profile (`SIM_PROFILE`): `real` (the
// default) is what a deployment reads, at most a match a minute (201 entries as strings);
// `demo` is `npm start`'s ladder, 120 times busier (a day of history about 370 KB gzip).
// The build is served as deployed when nginx is installed: deploy/nginx.conf (HTTPS, HTTP/2,
// gzip) in front of the service and the history, the browser trusting its throwaway certificate.
// Lighthouse's slow 4G is simulated from the requests it sees, and HTTP/1.1 (Vite's preview,
// `HOST=preview`, also the fallback without nginx) allows 6 at once to a host where HTTP/2 sends
// them together: a start of 40 requests is a different start on each.
// Limits (issue #38, #42): accessibility 100, best practices ≥ 95, CLS ≤ 0.1; on the phone
// preset LCP ≤ 2.5 s and TBT ≤ 600 ms (median).
// `npx tsx bench/lighthouse-bench.ts [runs] [route…]` (build first: `npm run build`;
// `PRESET=mobile` or `desktop` for one preset).
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { publishHistory } from '../collector/backfilled-history.test-helper.ts';
import { deploy, NGINX } from '../deploy/nginx-host.test-helper.ts';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium.ts';
import { isSimProfile, PROFILES } from '../sim/profiles.ts';
import { describeMachine, machineReference, median, startPreview } from './preview.ts';

const PORT = 4186;
const DEBUG_PORT = 9236;
const ROUTES = ['#/', '#/tiers', '#/winrates', '#/wall'];
const PRESETS = ['mobile', 'desktop'] as const;
/** `PRESET=mobile` (or desktop) runs that preset only. */
const presets = PRESETS.filter((p) => (process.env.PRESET ?? p) === p);
if (presets.length === 0)
  throw new Error(`PRESET must be mobile or desktop, got "${process.env.PRESET}"`);

interface Figures {
  accessibility: number;
  bestPractices: number;
  performance: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
}

async function audit(
  url: string,
  preset: (typeof PRESETS)[number],
  extraArgs: string[],
): Promise<Figures> {
  const found = findChromium();
  const browser = await chromium.launch({
    ...(found?.executablePath ? { executablePath: found.executablePath } : {}),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`, ...extraArgs],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: DEBUG_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      performance: score('performance'),
      cls: value('cumulative-layout-shift'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
    };
  } finally {
    await browser.close();
  }
}

const runs = Number(process.argv[2] ?? 3);
const routes = process.argv.length > 3 ? process.argv.slice(3) : ROUTES;
const commit = execSync('git rev-parse --short HEAD').toString().trim();
const profile = process.env.SIM_PROFILE ?? 'real';
if (!isSimProfile(profile)) throw new Error(`SIM_PROFILE must be demo or real, got "${profile}"`);
const host = process.env.HOST ?? (NGINX ? 'nginx' : 'preview');
if (host !== 'nginx' && host !== 'preview')
  throw new Error(`HOST must be nginx or preview, got "${host}"`);
// A day of published history at the profile's rate beside the live feed.
const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const served =
  host === 'nginx'
    ? await deploy('/ladder', { profile }).then((site) => ({
        base: site.url,
        args: [`--ignore-certificate-errors-spki-list=${site.spki}`],
        served: 'deploy/nginx.conf (HTTPS, HTTP/2, gzip)',
        stop: site.stop,
      }))
    : await (async () => {
        const history = join(dir, 'history');
        await publishHistory(history, { rate: PROFILES[profile].rate, hours: 24 });
        const preview = await startPreview(PORT, { HISTORY_DIR: history, SIM_PROFILE: profile });
        return {
          base: preview.base,
          args: [],
          served: "Vite's preview (HTTP/1.1)",
          stop: async () => preview.stop(),
        };
      })();
try {
  const reference = await chromium.launch({
    ...(findChromium()?.executablePath ? { executablePath: findChromium()?.executablePath } : {}),
    args: CHROMIUM_ARGS,
  });
  const machine = await machineReference(reference);
  await reference.close();
  console.log(
    `Lighthouse 12 · commit ${commit} · ${new Date().toISOString().slice(0, 10)} · the ${profile} service and its day of history · served by ${served.served}`,
  );
  console.log(describeMachine(machine));
  console.log(
    '| route | preset | a11y | best practices | perf | CLS median / worst | LCP ms median / worst | TBT ms median / worst |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const failures: string[] = [];
  for (const route of routes) {
    for (const preset of presets) {
      const all: Figures[] = [];
      for (let i = 0; i < runs; i++)
        all.push(await audit(`${served.base}${route}`, preset, served.args));
      const med = (f: (x: Figures) => number) => median(all.map(f)) ?? Number.NaN;
      const worst = (f: (x: Figures) => number, high = true) =>
        all.map(f).reduce((a, b) => (high ? Math.max(a, b) : Math.min(a, b)));
      const a11y = worst((x) => x.accessibility, false);
      const practices = worst((x) => x.bestPractices, false);
      const cls = worst((x) => x.cls);
      console.log(
        `| \`${route}\` | ${preset} | ${a11y} | ${practices} | ${med((x) => x.performance)} | ${med((x) => x.cls).toFixed(3)} / ${cls.toFixed(3)} | ${Math.round(med((x) => x.lcpMs))} / ${Math.round(worst((x) => x.lcpMs))} | ${Math.round(med((x) => x.tbtMs))} / ${Math.round(worst((x) => x.tbtMs))} |`,
      );
      if (a11y < 100) failures.push(`${route} ${preset}: accessibility ${a11y}`);
      if (practices < 95) failures.push(`${route} ${preset}: best practices ${practices}`);
      if (cls > 0.1) failures.push(`${route} ${preset}: CLS ${cls.toFixed(3)}`);
      if (preset === 'mobile' && med((x) => x.lcpMs) > 2500)
        failures.push(`${route} mobile: LCP ${Math.round(med((x) => x.lcpMs))} ms (median)`);
      if (preset === 'mobile' && med((x) => x.tbtMs) > 600)
        failures.push(`${route} mobile: TBT ${Math.round(med((x) => x.tbtMs))} ms (median)`);
    }
  }
  console.log(
    failures.length === 0
      ? 'Verdict: within the limits (accessibility 100, best practices ≥ 95, CLS ≤ 0.1; on the phone LCP ≤ 2.5 s and TBT ≤ 600 ms, median).'
      : `Verdict: over the limits: ${failures.join('; ')}.`,
  );
} finally {
  await served.stop();
  rmSync(dir, { recursive: true, force: true });
}
