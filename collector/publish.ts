// Publishing history as static files: every file written atomically (a temporary file in the
// same directory, flushed to disk, then renamed over the old name), closed hours and days once,
// the open hour and the manifest on every publish. The manifest goes last, so it never names a
// file that is not there yet.
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  CATALOGUE_FILE,
  DAY,
  dayFile,
  encodeCounts,
  HISTORY_FORMAT,
  type HistoryBucketFile,
  type HistoryManifest,
  hourFile,
  MANIFEST_FILE,
  MANIFEST_HOURS,
  OPEN_FILE,
  type OpenHourFile,
  RECENT_IDS,
} from '../src/domain/history.ts';
import { HOUR } from '../src/domain/match-store.ts';
import type { MatchDb } from './db.ts';

let sequence = 0;

/** Writes `text` to `path` so that a reader (or a crash) sees the old file or the new, whole. */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${sequence++}.tmp`;
  const handle = await open(temporary, 'w', 0o644);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, path);
}

export interface PublishState {
  /** When the newest data was committed (the last successful poll). */
  asOf: number;
  catalogue: { at: number; body: string } | null;
}

export interface PublishResult {
  written: string[];
  removed: string[];
  manifest: HistoryManifest;
}

export class Publisher {
  /** Closed files known to exist: they never change, so each is written once. */
  private readonly closed = new Set<string>();
  private catalogueAt: number | null = null;

  constructor(
    private readonly db: MatchDb,
    private readonly out: string,
    private readonly options: { retentionDays: number; version: string },
  ) {}

  /** Learns which closed files an earlier run left, and removes its stray temporary files. */
  async init(): Promise<void> {
    for (const folder of ['hours', 'days']) {
      const names = await readdir(join(this.out, folder)).catch(() => [] as string[]);
      for (const name of names) {
        if (name.endsWith('.tmp')) await rm(join(this.out, folder, name), { force: true });
        else if (name.endsWith('.json')) this.closed.add(`${folder}/${name}`);
      }
    }
    const top = await readdir(this.out).catch(() => [] as string[]);
    for (const name of top) {
      if (name.endsWith('.tmp')) await rm(join(this.out, name), { force: true });
    }
  }

  private async bucketFile(start: number, width: number): Promise<HistoryBucketFile> {
    const { matches, pairs } = await this.db.counts(start, start + width);
    return { format: HISTORY_FORMAT, start, width, matches, counts: encodeCounts(pairs) };
  }

  async publish(now: number, state: PublishState): Promise<PublishResult> {
    const written: string[] = [];
    const removed: string[] = [];
    const openHour = Math.floor(now / HOUR) * HOUR;
    const today = Math.floor(now / DAY) * DAY;
    const keepFrom = now - this.options.retentionDays * DAY;

    const hours = await this.db.spansWithData(HOUR, openHour, keepFrom - HOUR);
    for (const start of hours) {
      const name = hourFile(start);
      if (this.closed.has(name)) continue;
      await writeFileAtomic(
        join(this.out, name),
        JSON.stringify(await this.bucketFile(start, HOUR)),
      );
      this.closed.add(name);
      written.push(name);
    }
    const days = await this.db.spansWithData(DAY, today, keepFrom - DAY);
    for (const start of days) {
      const name = dayFile(start);
      if (this.closed.has(name)) continue;
      await writeFileAtomic(
        join(this.out, name),
        JSON.stringify(await this.bucketFile(start, DAY)),
      );
      this.closed.add(name);
      written.push(name);
    }

    const open: OpenHourFile = {
      ...(await this.bucketFile(openHour, HOUR)),
      asOf: state.asOf,
      recentIds: await this.db.recentIds(RECENT_IDS),
    };
    await writeFileAtomic(join(this.out, OPEN_FILE), JSON.stringify(open));
    written.push(OPEN_FILE);

    if (state.catalogue && state.catalogue.at !== this.catalogueAt) {
      await writeFileAtomic(join(this.out, CATALOGUE_FILE), state.catalogue.body);
      this.catalogueAt = state.catalogue.at;
      written.push(CATALOGUE_FILE);
    }

    const manifest: HistoryManifest = {
      format: HISTORY_FORMAT,
      collector: this.options.version,
      asOf: state.asOf,
      retentionDays: this.options.retentionDays,
      hours: hours.filter((h) => h >= openHour - MANIFEST_HOURS * HOUR),
      days,
      openHour,
      catalogueAt: this.catalogueAt,
    };
    await writeFileAtomic(join(this.out, MANIFEST_FILE), JSON.stringify(manifest));
    written.push(MANIFEST_FILE);

    // Files past retention go after the manifest that no longer names them.
    const listed = new Set([...hours.map(hourFile), ...days.map(dayFile)]);
    for (const name of this.closed) {
      if (listed.has(name)) continue;
      await rm(join(this.out, name), { force: true });
      this.closed.delete(name);
      removed.push(name);
    }
    return { written, removed, manifest };
  }
}
