// Reading back what an earlier run published: the closed files, the open hour it left (whose
// counts stand, see publish.ts) and its manifest's open hour. Each read is checked as the
// dashboard checks it; a missing or damaged file reads as nothing.

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { HOUR } from '../src/domain/buckets.ts';
import {
  bucketFileSchema,
  decodeCounts,
  MANIFEST_FILE,
  OPEN_FILE,
  openFileSchema,
} from '../src/domain/history-format.ts';
import type { PairCounts } from '../src/domain/pair-counts.ts';

/** Published counts of a span, read back from its file. */
export interface PublishedSpan {
  start: number;
  matches: number;
  pairs: PairCounts;
}

/** The open hour as an earlier run published it: its counts up to `asOf`. */
export interface OpenBase extends PublishedSpan {
  asOf: number;
  /** The latest matches counted in what was published (open.json's recentIds). */
  recentIds: readonly string[];
}

/** SHA-256 of a file's text, as the manifest lists it. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A closed file's hash as it is on disk, or null when it cannot be read. */
export async function readHash(out: string, name: string): Promise<string | null> {
  try {
    return sha256(await readFile(join(out, name), 'utf8'));
  } catch {
    return null;
  }
}

/** A closed file's counts, or null when it is missing or not a valid file. */
export async function readSpan(out: string, name: string): Promise<PublishedSpan | null> {
  try {
    const file = v.parse(bucketFileSchema, JSON.parse(await readFile(join(out, name), 'utf8')));
    const pairs = decodeCounts(file.counts);
    return pairs ? { start: file.start, matches: file.matches, pairs } : null;
  } catch {
    return null;
  }
}

/** open.json as an earlier run left it, or null when there is none or it is not valid. */
export async function readOpenBase(out: string): Promise<OpenBase | null> {
  try {
    const file = v.parse(openFileSchema, JSON.parse(await readFile(join(out, OPEN_FILE), 'utf8')));
    const pairs = decodeCounts(file.counts);
    if (!pairs || file.width !== HOUR || file.asOf < file.start) return null;
    return {
      start: file.start,
      matches: file.matches,
      pairs,
      asOf: file.asOf,
      recentIds: file.recentIds,
    };
  } catch {
    return null;
  }
}

/**
 * The open hour of the manifest an earlier run left (0 when there is none), and where its
 * retention stood (-Infinity when it does not say).
 */
export async function lastManifest(
  out: string,
): Promise<{ openHour: number; retainedFrom: number }> {
  try {
    const manifest = JSON.parse(await readFile(join(out, MANIFEST_FILE), 'utf8')) as {
      openHour?: unknown;
      retainedFrom?: unknown;
    };
    const whole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
    return {
      openHour: whole(manifest.openHour) ? manifest.openHour : 0,
      retainedFrom: whole(manifest.retainedFrom) ? manifest.retainedFrom : Number.NEGATIVE_INFINITY,
    };
  } catch {
    return { openHour: 0, retainedFrom: Number.NEGATIVE_INFINITY };
  }
}
