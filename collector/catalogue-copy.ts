// The catalogue the collector keeps and publishes: fetched hourly (a minute after a failure),
// stored in the database as its checked fields only, and checked again when read back.
import { HOUR } from '../src/domain/buckets.ts';
import type { MatchDb } from './db.ts';
import { catalogueText } from './publish.ts';
import { messageOf } from './report.ts';

const CATALOGUE_KEY = 'catalogue';
/** A failed catalogue fetch is tried again after this long (an hour after a success). */
const CATALOGUE_RETRY_MS = 60_000;

export class CatalogueCopy {
  /** The checked catalogue and when it was fetched; null until there is one. */
  current: { at: number; body: string } | null = null;
  private dueAt = 0;

  constructor(private readonly db: MatchDb) {}

  /** The stored copy, checked again: a copy stored by an older version is kept only as checked now. */
  async restore(log: (line: string) => void): Promise<void> {
    const saved = await this.db.getValue(CATALOGUE_KEY);
    if (!saved) return;
    try {
      this.current = { at: saved.at, body: catalogueText(JSON.parse(saved.value)) };
    } catch (error) {
      log(`catalogue: the stored copy was refused (${messageOf(error)})`);
    }
  }

  /** The catalogue body as fetched at `at`: kept (and published) as its checked fields only. */
  async set(body: unknown, at: number): Promise<void> {
    const text = catalogueText(body);
    await this.db.setValue(CATALOGUE_KEY, at, text);
    this.current = { at, body: text };
  }

  due(now: number): boolean {
    return now >= this.dueAt;
  }

  /** The next fetch: an hour after a success, a minute after a failure. */
  fetched(now: number, ok: boolean): void {
    this.dueAt = now + (ok ? HOUR : CATALOGUE_RETRY_MS);
  }
}
