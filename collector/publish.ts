// Publishing history as static files: every file written atomically (a temporary file in the
// same directory, flushed to disk, renamed over the old name, then the directory flushed so the
// rename survives a power cut), closed hours and days once and never again, the open hour and
// the manifest on every publish. The manifest goes last, so it never names a file that is not
// there; a closed file is deleted only once its whole span is past the retention.
//
// What is published is the record, and the database may be behind it (deleted, restored from an
// older copy, its log cut short): nothing published is ever published again with fewer
// matches. The open hour an earlier run published keeps its counts, and only matches first seen
// after it are added; a day is the sum of its hour files.
import { join } from 'node:path';
import { ApiError } from '../src/api/client.ts';
import { toWireArchetype } from '../src/api/schemas.ts';
import { parseCatalogue } from '../src/api/service.ts';
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
import { PairCounts } from '../src/domain/pair-counts.ts';
import type { MatchDb } from './db.ts';
import { diskFiles, type FileLayer } from './files.ts';
import { type OpenBase, readHash, readOpenBase, readSpan, sha256 } from './published-files.ts';

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
  /** What the database lacked of the published files at start, when it lacked anything. */
  databaseBehind?: Behind;
}

/** How far the database is behind what was published (matches it lacks), at start. */
export interface Behind {
  /** Hours (the open one included) whose published matches the database lacks. */
  hours: number;
  matches: number;
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
  /** The open hour an earlier run published, whose counts stand (null: none, or unreadable). */
  private base: OpenBase | null = null;
  /** SHA-256 of closed files as written, by name (files an earlier run wrote: read once). */
  private readonly hashes = new Map<string, string>();

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
    this.base = await readOpenBase(this.out);
    return closedUntil;
  }

  /**
   * What the database lacks of the published open hour and of the hour files the manifest
   * names (the last 48 hours): matches counted there and not stored.
   */
  async behind(): Promise<Behind> {
    const spans: { start: number; until: number; matches: number }[] = [];
    if (this.base)
      spans.push({
        start: this.base.start,
        until: this.base.asOf + 1,
        matches: this.base.matches,
      });
    const recent =
      Math.max(0, ...[...this.closed.values()].map((s) => s.start)) - MANIFEST_HOURS * HOUR;
    for (const [name, span] of this.closed) {
      if (span.width !== HOUR || span.start < recent || span.start === this.base?.start) continue;
      const file = await readSpan(this.out, name);
      if (file) spans.push({ start: span.start, until: span.start + HOUR, matches: file.matches });
    }
    let hours = 0;
    let matches = 0;
    for (const span of spans) {
      const lacking = span.matches - (await this.db.count(span.start, span.until));
      if (lacking > 0) {
        hours++;
        matches += lacking;
      }
    }
    return { hours, matches };
  }

  /**
   * The latest matches an earlier run published as counted: a feed shows them again after a
   * restart, and a database behind its files would store (and count) them a second time.
   */
  publishedIds(): ReadonlySet<string> {
    return new Set(this.base?.recentIds ?? []);
  }

  /** A closed file's hash, read from disk once for a file an earlier run wrote (null: unreadable). */
  private async hashOf(name: string): Promise<string | null> {
    const known = this.hashes.get(name);
    if (known) return known;
    const hash = await readHash(this.out, name);
    if (hash) this.hashes.set(name, hash);
    return hash;
  }

  /** An hour from the database, or, for the hour an earlier run left open, from its counts. */
  private async hourCounts(start: number): Promise<{ matches: number; pairs: PairCounts }> {
    const base = this.base;
    if (base?.start !== start) return this.db.counts(start, start + HOUR);
    const after = await this.db.counts(Math.max(start, base.asOf + 1), start + HOUR);
    const pairs = new PairCounts();
    pairs.addAll(base.pairs);
    pairs.addAll(after.pairs);
    return { matches: base.matches + after.matches, pairs };
  }

  /** A day: the sum of its hours, each from its file where it has one. */
  private async dayCounts(start: number): Promise<{ matches: number; pairs: PairCounts }> {
    const pairs = new PairCounts();
    let matches = 0;
    for (let hour = start; hour < start + DAY; hour += HOUR) {
      const name = hourFile(hour);
      const counts =
        (this.closed.has(name) ? await readSpan(this.out, name) : null) ??
        (await this.hourCounts(hour));
      pairs.addAll(counts.pairs);
      matches += counts.matches;
    }
    return { matches, pairs };
  }

  private async bucketFile(start: number, width: number): Promise<HistoryBucketFile> {
    const { matches, pairs } =
      width === DAY ? await this.dayCounts(start) : await this.hourCounts(start);
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
    // Spans with stored matches, and those published (a database behind its files may have none
    // of theirs): the hour an earlier run left open, and the days of closed hours.
    const candidates = new Set(await this.db.spansWithData(width, before, keepFrom - width));
    const published = [...this.closed.values()].filter((s) => s.width === HOUR).map((s) => s.start);
    if (this.base) published.push(this.base.start);
    for (const start of published) {
      const span = Math.floor(start / width) * width;
      if (span + width <= before) candidates.add(span);
    }
    for (const start of [...candidates].sort((a, b) => a - b)) {
      if (start + width <= keepFrom) continue;
      const file = name(start);
      if (!this.closed.has(file)) {
        const text = JSON.stringify(await this.bucketFile(start, width));
        await this.files.writeAtomic(join(this.out, file), text);
        this.closed.set(file, { start, width });
        this.hashes.set(file, sha256(text));
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

    const listedHours = hours.filter((h) => h >= openHour - MANIFEST_HOURS * HOUR);
    const hashes: Record<string, string> = {};
    for (const name of [...listedHours.map(hourFile), ...days.map(dayFile)]) {
      const hash = await this.hashOf(name);
      if (hash) hashes[name] = hash;
    }
    const manifest: HistoryManifest = {
      format: HISTORY_FORMAT,
      collector: this.options.version,
      asOf: state.asOf,
      retentionDays: this.options.retentionDays,
      hours: listedHours,
      days,
      openHour,
      catalogueAt: this.catalogueAt,
      ...(Number.isFinite(keepFrom) ? { retainedFrom: keepFrom } : {}),
      ...(state.databaseBehind ? { databaseBehind: state.databaseBehind } : {}),
      hashes,
    };
    await this.files.writeAtomic(join(this.out, MANIFEST_FILE), JSON.stringify(manifest));
    written.push(MANIFEST_FILE);

    // Only retention deletes, after the manifest that no longer names the file.
    for (const [name, span] of this.closed) {
      if (span.start + span.width > keepFrom) continue;
      await this.files.remove(join(this.out, name));
      this.closed.delete(name);
      this.hashes.delete(name);
      removed.push(name);
    }
    return { written, removed, manifest };
  }
}
