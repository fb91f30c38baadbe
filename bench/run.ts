// `npm run bench`: prints every figure as a labelled line with its unit and writes them to
// bench-results/ as JSON for comparison between runs. Figures, not a pass/fail test.
import { mkdirSync, writeFileSync } from 'node:fs';
import { measureBundle } from '../scripts/bundle-size.ts';
import { HOUR } from '../src/domain/buckets.ts';
import { browserBench } from './browser-bench.ts';
import { collectorBench } from './collector-bench.ts';
import { hostingBench, hostingLines } from './hosting-bench.ts';
import {
  filledStore,
  ingestionThroughput,
  selectorLatency,
  selectorLatencyPerPoll,
} from './node-bench.ts';
import { slowDeviceBench } from './slow-device-bench.ts';
import { taskBench } from './task-bench.ts';
import { wallMemoryBench } from './wall-memory-bench.ts';
import { warmStartBench } from './warm-start-bench.ts';

const figures: Record<string, unknown> = {
  date: new Date().toISOString(),
  cores: (await import('node:os')).cpus().length,
};
const line = (label: string, value: string) => console.log(`${label.padEnd(48)} ${value}`);

const ingest = ingestionThroughput(1_000_000);
line(
  'ingestion throughput (1,000,000 matches)',
  `${Math.round(ingest.matchesPerSecond).toLocaleString('en')} matches/s`,
);
figures.ingestionMatchesPerSecond = Math.round(ingest.matchesPerSecond);

for (const hours of [24, 7 * 24]) {
  const store = filledStore(hours);
  const { medianMs, pairs } = selectorLatency(store, hours * HOUR);
  line(
    `selector latency, all classes, ${hours === 24 ? '24 h' : '7 days'} (${pairs.toLocaleString('en')} pairs)`,
    `${medianMs.toFixed(1)} ms`,
  );
  figures[`selectorMs${hours}h`] = Number(medianMs.toFixed(2));
  const perPoll = selectorLatencyPerPoll(store, hours * HOUR);
  line(
    `selector latency per poll (incremental), ${hours === 24 ? '24 h' : '7 days'}`,
    `${perPoll.toFixed(1)} ms`,
  );
  figures[`selectorPerPollMs${hours}h`] = Number(perPoll.toFixed(2));
  figures[`pairs${hours}h`] = pairs;
}

const sizes = measureBundle();
line('JS to show #/live', `${sizes.liveKb.toFixed(1)} KB gzip`);
line('all JS', `${sizes.allKb.toFixed(1)} KB gzip`);
figures.liveJsKbGzip = Number(sizes.liveKb.toFixed(1));
figures.allJsKbGzip = Number(sizes.allKb.toFixed(1));

const browser = await browserBench((text) => line('chromium:', text));
line('time to first match row', `${browser.firstRowMs.toFixed(0)} ms`);
line('longest task when a poll lands (#/live)', `${browser.longestTaskLiveMs.toFixed(0)} ms`);
line(
  'longest task when a poll lands (#/winrates)',
  `${browser.longestTaskWinRatesMs.toFixed(0)} ms`,
);
line('JS heap after GC, start', `${browser.start.heapMb.toFixed(1)} MB`);
line('JS heap after GC, after 24 h', `${browser.after24h.heapMb.toFixed(1)} MB`);
line('DOM nodes, start', `${browser.start.domNodes}`);
line('DOM nodes, after 24 h', `${browser.after24h.domNodes}`);
Object.assign(figures, { browser });

for (const [profile, days] of [
  ['demo', 1],
  ['real', 7],
] as const) {
  const c = await collectorBench(profile, days);
  const what = `${profile} profile, ${days === 1 ? '24 h' : '7 days'}`;
  line(
    `collector ingest (${what}, ${c.matches.toLocaleString('en')} matches)`,
    `${Math.round(c.matchesPerSecond).toLocaleString('en')} matches/s`,
  );
  line(
    `history for 24 h (${what}, ${c.last24h.files} files)`,
    `${c.last24h.rawKb.toFixed(0)} KB, ${c.last24h.gzipKb.toFixed(0)} KB gzip`,
  );
  line(`open hour + manifest (${what})`, `${c.open.gzipKb.toFixed(1)} KB gzip`);
  line(`collector database (${what})`, `${c.dbMb.toFixed(1)} MB`);
  figures[`collector_${profile}`] = c;
}

const warm = await warmStartBench((text) => line('warm start:', text));
for (const w of warm) {
  line(
    `time to charts, warm start, ${w.days === 1 ? '24 h' : '7 days'}, CPU ${w.cpuSlowdown}×`,
    `worst ${w.timeToChartsMs.toFixed(0)} ms, median ${w.medianMs.toFixed(0)} ms of ${w.runsMs.length}; painted worst ${w.paintedWorstMs.toFixed(0)}, median ${w.paintedMedianMs.toFixed(0)} (${w.files} files, ${w.gzipKb.toFixed(0)} KB gzip)`,
  );
}
figures.warmStart = warm;

const tasks = await taskBench((text) => line('trace:', text));
for (const t of tasks) {
  line(
    `longest task when a poll lands, ${t.case}, ${t.route}, CPU ${t.cpu}×`,
    t.worstMs === null
      ? 'no poll seen'
      : `worst ${t.worstMs.toFixed(1)} ms, median ${t.medianMs?.toFixed(1)} ms of ${t.runs.length}`,
  );
}
figures.longestTaskWhenPollLands = tasks;

// The wall and the overlay for two minutes each on a slow CPU: how busy the main thread is.
const slow = await slowDeviceBench((text) => line('slow device:', text));
for (const f of slow) {
  f.minutes.forEach((m, i) => {
    line(
      `main thread busy, ${f.route}, CPU ${f.cpu}×, minute ${i + 1}`,
      `${(m.busy * 100).toFixed(1)} %, longest task ${m.longestTaskMs.toFixed(1)} ms, ${m.tasksOver50} over 50 ms (${m.collectionsOver50} full collections)`,
    );
  });
}
figures.slowDevice = slow;

// The wall over an accelerated week (BENCH_WALL_DAYS to change it): heap and DOM every day.
const wall = await wallMemoryBench(
  (text) => line('wall:', text),
  Number(process.env.BENCH_WALL_DAYS ?? 7),
);
for (const w of wall) {
  line(
    `wall with rotation, accelerated day ${w.day}`,
    `JS heap ${w.heapMb.toFixed(1)} MB, DOM nodes ${w.domNodes}`,
  );
}
figures.wallWeek = wall;

// Ten screens for a minute on each deployment: the service's requests and each screen's bytes.
const hosting = await hostingBench();
for (const [label, value] of hostingLines(hosting)) line(label, value);
figures.hosting = hosting;

mkdirSync('bench-results', { recursive: true });
const json = JSON.stringify(figures, null, 2);
writeFileSync('bench-results/latest.json', json);
writeFileSync(`bench-results/bench-${figures.date as string}.json`.replace(/:/g, '-'), json);
console.log('written to bench-results/latest.json');
