// Where the page's renderer process keeps its memory, beyond the JS heap: one memory dump of
// Chromium's memory-infra (the allocators' totals: v8, blink_gc for the DOM's objects,
// partition_alloc, malloc, cc for compositing, ...), its private footprint and, on Linux, its
// resident set from /proc.
import { readFileSync } from 'node:fs';

/** The part of a browser-level DevTools session this needs (Playwright's, or a pipe's). */
export interface BrowserSession {
  send(method: string, params?: object): Promise<unknown>;
  on(event: string, listener: (payload: never) => void): unknown;
  off(event: string, listener: (payload: never) => void): unknown;
}

export interface RendererMemory {
  /** Resident set (VmRSS), MB; where /proc is. */
  rssMb?: number;
  /** Chromium's private footprint of the process, MB. */
  footprintMb: number;
  /**
   * MB by allocator: the top level of the dump (v8, blink_gc, partition_alloc, malloc, cc, ...)
   * and Blink's partitions (`partition_alloc/partitions/buffer`, ...).
   */
  allocatorsMb: Record<string, number>;
}

interface DumpEvent {
  ph: string;
  pid: number;
  args?: {
    dumps?: {
      process_totals?: { private_footprint_bytes?: string };
      allocators?: Record<string, { attrs?: { size?: { value?: string } } }>;
    };
  };
}

/** Blink's partitions, told apart: buffer (strings, vectors), fast_malloc, layout, array_buffer. */
const PARTITION = /^partition_alloc\/partitions\/[^/]+$/;

const mb = (hex: string | undefined) =>
  hex === undefined ? undefined : Math.round((Number.parseInt(hex, 16) / 1048576) * 10) / 10;

function residentMb(pid: number): number | undefined {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined; // Not Linux, or the process has just gone.
  }
}

/**
 * The memory of the renderer that runs the page (of the browser's renderers, the one whose V8
 * holds the most), from one memory dump; null if the browser made none.
 */
export async function rendererMemory(browserCdp: BrowserSession): Promise<RendererMemory | null> {
  const { processInfo } = (await browserCdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[];
  };
  const renderers = new Set(processInfo.filter((p) => p.type === 'renderer').map((p) => p.id));
  const events: DumpEvent[] = [];
  const collect = (e: { value: DumpEvent[] }) => {
    events.push(...e.value);
  };
  browserCdp.on('Tracing.dataCollected', collect);
  let completed = () => {};
  const complete = new Promise<void>((resolve) => {
    completed = resolve;
  });
  browserCdp.on('Tracing.tracingComplete', completed);
  await browserCdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: ['disabled-by-default-memory-infra'],
      memoryDumpConfig: { triggers: [] },
    },
    transferMode: 'ReportEvents',
  });
  try {
    await browserCdp.send('Tracing.requestMemoryDump', {
      deterministic: true,
      levelOfDetail: 'detailed',
    });
  } finally {
    await browserCdp.send('Tracing.end');
    await complete;
    browserCdp.off('Tracing.dataCollected', collect);
    browserCdp.off('Tracing.tracingComplete', completed);
  }
  // A process's dump comes as events of its own: one with its totals, one with its allocators.
  const byPid = new Map<number, { footprintMb?: number; allocatorsMb: Record<string, number> }>();
  for (const e of events) {
    if (e.ph !== 'v' || !renderers.has(e.pid)) continue;
    const entry = byPid.get(e.pid) ?? { allocatorsMb: {} };
    const footprint = mb(e.args?.dumps?.process_totals?.private_footprint_bytes);
    if (footprint !== undefined) entry.footprintMb = footprint;
    for (const [name, allocator] of Object.entries(e.args?.dumps?.allocators ?? {})) {
      const size = mb(allocator.attrs?.size?.value);
      if (size !== undefined && (!name.includes('/') || PARTITION.test(name)))
        entry.allocatorsMb[name] = size;
    }
    byPid.set(e.pid, entry);
  }
  let page: [number, { footprintMb?: number; allocatorsMb: Record<string, number> }] | undefined;
  for (const candidate of byPid)
    if ((candidate[1].allocatorsMb.v8 ?? -1) > (page?.[1].allocatorsMb.v8 ?? -1)) page = candidate;
  if (!page || page[1].footprintMb === undefined) return null;
  const rss = residentMb(page[0]);
  return {
    ...(rss !== undefined ? { rssMb: rss } : {}),
    footprintMb: page[1].footprintMb,
    allocatorsMb: page[1].allocatorsMb,
  };
}
