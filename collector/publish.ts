// Publishing history as static files: every file written atomically (a temporary file in the
// same directory, flushed to disk, renamed over the old name, then the directory flushed so the
// rename survives a power cut), closed hours and days once and never again, the open hour and
// the manifest on every publish. The manifest goes last, so it never names a file that is not
// there; a closed file is deleted only once its whole span is past the retention.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiError } from '../src/api/client.ts';
import { parseCatalogue } from '../src/api/queries.ts';
import { toWireArchetype } from '../src/api/schemas.ts';
import { HOUR } from '../src/domain/buckets.ts';
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
  parseFileName,
  RECENT_IDS,
} from '../src/domain/history-format.ts';
import { formatBytes, READ_LIMITS } from '../src/domain/limits.ts';
import type { MatchDb } from './db.ts';
import { diskFiles, type FileLayer } from './files.ts';

/** The catalogue as it is published: the validated fields only, written anew, size-capped. */
export function catalogueText(body: unknown): string {
  const parsed = parseCatalogue(body);
  if (parsed.archetypes.length === 0) throw new ApiError('shape', 'The archetype list is empty.');
  const text = JSON.stringify(parsed.archetypes.map(toWireArchetype));
  const bytes = Buffer.byteLength(text);
  if (bytes > READ_LIMITS.catalogue.bytes)
    throw new ApiError(
      'too-large',
      `The checked catalogue is ${formatBytes(bytes)}, over the ${formatBytes(READ_LIMITS.catalogue.bytes)} a dashboard reads.`,
    );
  return text;
}

export interface PublishState {
  /** The collector's time: never behind anything it stored or published. */
  now: number;
  /** When the newest data was committed (the last successful poll). */
  asOf: number;
  /** Data before this is past the retention: its files may go. */
  keepFrom: number;
  catalogue: { at: number; body: string } | null;
}

export interface PublishResult {
  written: string[];
  removed: string[];
  manifest: HistoryManifest;
}

export class Publisher {
  /** Closed files on disk, by name, with their span: they never change, so each is written once. */
  private readonly closed = new Map<string, { start: number; width: number }>();
  private catalogueAt: number | null = null;

  constructor(
    private readonly db: MatchDb,
    private readonly out: string,
    private readonly options: { retentionDays: number; version: string; files?: FileLayer },
  ) {}

  private get files(): FileLayer {
    return this.options.files ?? diskFiles;
  }

  /**
   * Learns which closed files an earlier run left, and removes its stray temporary files.
   * Returns the end of the newest closed span: nothing may be counted before it again.
   */
  async init(): Promise<number> {
    let closedUntil = 0;
    for (const folder of ['hours', 'days']) {
      for (const name of await this.files.list(join(this.out, folder))) {
        if (name.endsWith('.tmp')) await this.files.remove(join(this.out, folder, name));
        const span = parseFileName(`${folder}/${name}`);
        if (!span) continue;
        this.closed.set(`${folder}/${name}`, span);
        closedUntil = Math.max(closedUntil, span.start + span.width);
      }
    }
    for (const name of await this.files.list(this.out)) {
      if (name.endsWith('.tmp')) await this.files.remove(join(this.out, name));
    }
    return closedUntil;
  }

  private async bucketFile(start: number, width: number): Promise<HistoryBucketFile> {
    const { matches, pairs } = await this.db.counts(start, start + width);
    return { format: HISTORY_FORMAT, start, width, matches, counts: encodeCounts(pairs) };
  }

  /** Writes the closed spans of `width` that have data and no file yet; returns every one kept. */
  private async closeSpans(
    width: number,
    before: number,
    keepFrom: number,
    name: (start: number) => string,
    written: string[],
  ): Promise<number[]> {
    const starts = new Set<number>();
    for (const start of await this.db.spansWithData(width, before, keepFrom - width)) {
      if (start + width <= keepFrom) continue;
      const file = name(start);
      if (!this.closed.has(file)) {
        await this.files.writeAtomic(
          join(this.out, file),
          JSON.stringify(await this.bucketFile(start, width)),
        );
        this.closed.set(file, { start, width });
        written.push(file);
      }
      starts.add(start);
    }
    // A closed file stays published while it is in the retention, even when the database no
    // longer holds its matches (a database replaced by the operator): it is the record.
    for (const span of this.closed.values()) {
      if (span.width === width && span.start + width > keepFrom && span.start < before)
        starts.add(span.start);
    }
    return [...starts].sort((a, b) => a - b);
  }

  async publish(state: PublishState): Promise<PublishResult> {
    const written: string[] = [];
    const removed: string[] = [];
    const openHour = Math.floor(state.now / HOUR) * HOUR;
    const today = Math.floor(state.now / DAY) * DAY;
    const { keepFrom } = state;

    const hours = await this.closeSpans(HOUR, openHour, keepFrom, hourFile, written);
    const days = await this.closeSpans(DAY, today, keepFrom, dayFile, written);

    const open: OpenHourFile = {
      ...(await this.bucketFile(openHour, HOUR)),
      asOf: state.asOf,
      recentIds: await this.db.recentIds(RECENT_IDS),
    };
    await this.files.writeAtomic(join(this.out, OPEN_FILE), JSON.stringify(open));
    written.push(OPEN_FILE);

    if (state.catalogue && state.catalogue.at !== this.catalogueAt) {
      await this.files.writeAtomic(join(this.out, CATALOGUE_FILE), state.catalogue.body);
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
    await this.files.writeAtomic(join(this.out, MANIFEST_FILE), JSON.stringify(manifest));
    written.push(MANIFEST_FILE);

    // Only retention deletes, after the manifest that no longer names the file.
    for (const [name, span] of this.closed) {
      if (span.start + span.width > keepFrom) continue;
      await this.files.remove(join(this.out, name));
      this.closed.delete(name);
      removed.push(name);
    }
    return { written, removed, manifest };
  }
}

/** The open hour of the manifest an earlier run left (0 when there is none). */
export async function lastOpenHour(out: string): Promise<number> {
  try {
    const manifest = JSON.parse(await readFile(join(out, MANIFEST_FILE), 'utf8')) as {
      openHour?: unknown;
    };
    return typeof manifest.openHour === 'number' && Number.isSafeInteger(manifest.openHour)
      ? manifest.openHour
      : 0;
  } catch {
    return 0;
  }
}
