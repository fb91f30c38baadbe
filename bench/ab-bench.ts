// Two or more builds compared on one screen in the "fresh" case of the task bench (no history,
// every poll changes the figures): each build served by `vite preview`, the variants
// alternated round by round so that drift on the machine falls on all of them alike. Per run:
// the longest task after a poll (as the task bench), the main thread's total task time over
// the five traced polls ("busy"), and its rendering part (`isRendering`: style, layout, paint,
// layerize, commit). A variant may inject CSS (`name=dir::css`), to try a rule without a build.
// `npx tsx bench/ab-bench.ts rounds route cpu name=dir[::css]…`, e.g.
// `npx tsx bench/ab-bench.ts 4 '#/winrates' 4 base=/tmp/base new=dist`.
import { launchChromium, median, startPreview } from './preview.ts';
import {
  isRendering,
  longestTaskAfterPoll,
  type TraceEvent,
  topLevelTasks,
} from './trace-tasks.ts';

/** Each variant is served on a port of its own, from this one up. */
const PORT = 4177;

interface Variant {
  name: string;
  dir: string;
  css: string;
}

interface Run {
  longest: number;
  busy: number;
  render: number;
}

function parseVariant(spec: string): Variant {
  // Split at the first "=" and the first "::" only: the CSS may hold both ([a="b"], ::before).
  const eq = spec.indexOf('=');
  if (eq <= 0 || eq === spec.length - 1) {
    throw new Error(`a variant is name=dir[::css], not "${spec}"`);
  }
  const rest = spec.slice(eq + 1);
  const colons = rest.indexOf('::');
  return {
    name: spec.slice(0, eq),
    dir: colons < 0 ? rest : rest.slice(0, colons),
    css: colons < 0 ? '' : rest.slice(colons + 2),
  };
}

async function measure(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  variant: Variant,
  base: string,
  route: string,
  cpu: number,
): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    if (variant.css) {
      await page.addInitScript((css) => {
        addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = css;
          document.head.append(style);
        });
      }, variant.css);
    }
    const poll = () =>
      page.waitForResponse((r) => r.url().includes('replay_feed'), { timeout: 30_000 });
    await page.goto(`${base}?historyUrl=null${route}`);
    for (let i = 0; i < 6; i++) await poll();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'toplevel'],
    });
    for (let i = 0; i < 5; i++) await poll();
    await page.waitForTimeout(3000);
    const events = (
      JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }
    ).traceEvents;
    const main = events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .at(-1);
    if (!main) throw new Error('the trace has no renderer main thread');
    const busy = topLevelTasks(events, main.pid, main.tid).reduce(
      (sum, task) => sum + (task.dur ?? 0) / 1000,
      0,
    );
    let render = 0;
    for (const e of events) {
      if (e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X') continue;
      if (isRendering(e)) render += (e.dur ?? 0) / 1000;
    }
    const longest = longestTaskAfterPoll(events);
    if (!longest) throw new Error('no poll in the trace');
    return { longest: longest.ms, busy, render };
  } finally {
    await context.close();
  }
}

if (process.argv[1]?.endsWith('ab-bench.ts')) {
  const [roundsArg = '3', route = '#/winrates', cpuArg = '4', ...specs] = process.argv.slice(2);
  const variants = specs.map(parseVariant);
  if (variants.length < 2) throw new Error('name two variants or more: name=dir[::css]');
  const runs = new Map<string, Run[]>(variants.map((v) => [v.name, []]));
  const browser = await launchChromium();
  try {
    for (let round = 0; round < Number(roundsArg); round++) {
      for (const [i, variant] of variants.entries()) {
        const preview = await startPreview(PORT + i, {}, variant.dir);
        try {
          const run = await measure(browser, variant, preview.base, route, Number(cpuArg));
          runs.get(variant.name)?.push(run);
          console.log(
            `round ${round + 1}, ${variant.name}: longest ${run.longest.toFixed(1)} ms, busy ${run.busy.toFixed(0)} ms, render ${run.render.toFixed(0)} ms`,
          );
        } finally {
          preview.stop();
        }
      }
    }
  } finally {
    await browser.close();
  }
  for (const [name, list] of runs) {
    const longest = list.map((r) => r.longest);
    console.log(
      `${name}, ${route}, CPU ${cpuArg}×: longest median ${median(longest)?.toFixed(1)} / worst ${Math.max(...longest).toFixed(1)} ms (runs ${longest.map((x) => x.toFixed(1)).join(', ')}); busy median ${median(list.map((r) => r.busy))?.toFixed(0)} ms; render median ${median(list.map((r) => r.render))?.toFixed(0)} ms`,
    );
  }
}
