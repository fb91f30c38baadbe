// The collector's database: every match once (its id is the key), with the time it was first
// seen, in DuckDB. Each insert is one statement, so a kill at any moment leaves every match
// either committed whole or absent; a restart never counts one twice (the key refuses it).
import { type DuckDBConnection, DuckDBInstance, DuckDBUUIDValue } from '@duckdb/node-api';
import { slotIndex } from '../src/domain/buckets.ts';
import type { SeenMatch } from '../src/domain/match-store.ts';
import { PairCounts } from '../src/domain/pair-counts.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS matches (
  id UUID PRIMARY KEY,
  seen_ms BIGINT NOT NULL,
  p1_archetype INTEGER NOT NULL,
  p1_rank SMALLINT NOT NULL,
  p1_legend_rank INTEGER,
  p1_won BOOLEAN NOT NULL,
  p1_slot TINYINT NOT NULL,
  p2_archetype INTEGER NOT NULL,
  p2_rank SMALLINT NOT NULL,
  p2_legend_rank INTEGER,
  p2_won BOOLEAN NOT NULL,
  p2_slot TINYINT NOT NULL
);
CREATE TABLE IF NOT EXISTS kv (key VARCHAR PRIMARY KEY, at_ms BIGINT NOT NULL, value VARCHAR NOT NULL);
`;

export interface BucketCounts {
  matches: number;
  pairs: PairCounts;
}

/** Ids of a batch remembered as stored, at most (a feed response holds 201). */
const KNOWN_LIMIT = 1000;

export class MatchDb {
  /**
   * Ids the last insert found stored (new or already there), so that the next poll, which
   * repeats all but a few of them, does not send them again: at the real rate most polls then
   * reach no statement at all. Forgotten when anything is deleted, so a match retention removed
   * is stored again when it comes back, as without it.
   */
  private known = new Set<string>();

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
  ) {}

  static async open(path: string, options: { readOnly?: boolean } = {}): Promise<MatchDb> {
    const instance = await DuckDBInstance.create(path, {
      ...(options.readOnly ? { access_mode: 'READ_ONLY' } : {}),
      // Nothing is ever downloaded or loaded on its own (COPY TO parquet is built in).
      autoinstall_known_extensions: 'false',
      autoload_known_extensions: 'false',
      // Within the service's MemoryMax; DuckDB would otherwise take 80 % of the machine.
      memory_limit: '256MB',
      threads: '2',
    });
    const connection = await instance.connect();
    if (!options.readOnly) await connection.run(SCHEMA);
    return new MatchDb(instance, connection);
  }

  /**
   * Inserts the matches not stored yet, each with the time it was first seen; returns the ids
   * that were new. All or nothing: when it throws, none of them is stored, and the same matches
   * can be offered again.
   */
  async insert(offered: readonly SeenMatch[]): Promise<Set<string>> {
    const matches = offered.filter((m) => !this.known.has(m.id));
    if (matches.length === 0) return new Set();
    // Staged through an appender (fast), then moved in one statement (atomic): a kill leaves
    // the batch committed whole or not at all. The staging table is temporary, never on disk,
    // and made anew for each batch, so rows of a batch that failed half-way are never moved.
    // (A temporary table emptied by DELETE keeps its deleted rows' room: memory that grows
    // with every batch for as long as the collector runs.)
    await this.connection.run(
      'CREATE OR REPLACE TEMP TABLE incoming AS SELECT * FROM matches LIMIT 0',
    );
    const appender = await this.connection.createAppender('incoming', 'main', 'temp');
    try {
      for (const m of matches) {
        const [p1, p2] = m.players;
        // 16 bytes, not 36 characters: the key and its index take half the room.
        appender.appendUUID(DuckDBUUIDValue.fromUint128(BigInt(`0x${m.id.replaceAll('-', '')}`)));
        appender.appendBigInt(BigInt(m.seenAt));
        for (const player of [p1, p2]) {
          appender.appendInteger(player.archetype);
          appender.appendSmallInt(player.rank);
          if (player.legendRank === null) appender.appendNull();
          else appender.appendInteger(player.legendRank);
          appender.appendBoolean(player.won);
          appender.appendTinyInt(slotIndex(player));
        }
        appender.endRow();
      }
    } finally {
      appender.closeSync();
    }
    const reader = await this.connection.runAndReadAll(
      'INSERT INTO matches SELECT * FROM incoming ON CONFLICT DO NOTHING RETURNING id',
    );
    await this.connection.run('DROP TABLE incoming');
    this.known =
      offered.length <= KNOWN_LIMIT ? new Set(offered.map((m) => m.id)) : new Set<string>();
    return new Set(reader.getRowsJS().map((row) => String(row[0])));
  }

  /** Every stored id with the time it was first seen (tests and checks). */
  async seenTimes(): Promise<Map<string, number>> {
    const reader = await this.connection.runAndReadAll('SELECT id, seen_ms FROM matches');
    return new Map(reader.getRowsJS().map((row) => [String(row[0]), Number(row[1])]));
  }

  /** Per (archetype, opponent): the 8 counters of the match store, for matches seen in [from, to). */
  async counts(from: number, to: number): Promise<BucketCounts> {
    const reader = await this.connection.runAndReadAll(
      `WITH span AS (SELECT * FROM matches WHERE seen_ms >= $1 AND seen_ms < $2),
       slots AS (
         SELECT p1_archetype AS a, p2_archetype AS b, p1_slot AS slot FROM span
         UNION ALL
         SELECT p2_archetype, p1_archetype, p2_slot FROM span
       )
       SELECT a, b, slot, count(*)::INTEGER AS n FROM slots GROUP BY a, b, slot`,
      [from, to],
    );
    const pairs = new PairCounts();
    for (const [a, b, slot, n] of reader.getRowsJS() as [number, number, number, number][]) {
      pairs.add(a, b, slot, n);
    }
    return { matches: await this.count(from, to), pairs };
  }

  async count(from = 0, to = Number.MAX_SAFE_INTEGER): Promise<number> {
    const reader = await this.connection.runAndReadAll(
      'SELECT count(*)::BIGINT FROM matches WHERE seen_ms >= $1 AND seen_ms < $2',
      [from, to],
    );
    return Number(reader.getRowsJS()[0]?.[0] ?? 0);
  }

  /** Bytes the database engine holds in memory by its own count (buffers, tables, indexes). */
  async engineMemoryBytes(): Promise<number> {
    const reader = await this.connection.runAndReadAll(
      'SELECT coalesce(sum(memory_usage_bytes), 0)::BIGINT FROM duckdb_memory()',
    );
    return Number(reader.getRowsJS()[0]?.[0] ?? 0);
  }

  /** Starts of the spans of `width` ms, before `before`, holding at least one match. */
  async spansWithData(width: number, before: number, from: number): Promise<number[]> {
    const reader = await this.connection.runAndReadAll(
      `SELECT DISTINCT (seen_ms // $1) * $1 AS start FROM matches
       WHERE seen_ms < $2 AND seen_ms >= $3 ORDER BY start`,
      [width, before, from],
    );
    return reader.getRowsJS().map((row) => Number(row[0]));
  }

  /** Ids of the latest `limit` matches, newest first. */
  async recentIds(limit: number): Promise<string[]> {
    const reader = await this.connection.runAndReadAll(
      'SELECT id FROM matches ORDER BY seen_ms DESC, id LIMIT $1',
      [limit],
    );
    return reader.getRowsJS().map((row) => String(row[0]));
  }

  /** The latest `limit` matches, newest first (the live list a restart begins from). */
  async recentMatches(limit: number): Promise<SeenMatch[]> {
    const reader = await this.connection.runAndReadAll(
      `SELECT id, seen_ms, p1_archetype, p1_rank, p1_legend_rank, p1_won,
         p2_archetype, p2_rank, p2_legend_rank, p2_won
       FROM matches ORDER BY seen_ms DESC, id LIMIT $1`,
      [limit],
    );
    const player = (row: unknown[], at: number) => ({
      archetype: Number(row[at]),
      rank: Number(row[at + 1]),
      legendRank: row[at + 2] === null ? null : Number(row[at + 2]),
      won: row[at + 3] === true,
    });
    return reader.getRowsJS().map((row) => ({
      id: String(row[0]),
      seenAt: Number(row[1]),
      players: [player(row, 2), player(row, 6)] as const,
    }));
  }

  async newestSeen(): Promise<number | null> {
    const reader = await this.connection.runAndReadAll('SELECT max(seen_ms) FROM matches');
    const value = reader.getRowsJS()[0]?.[0];
    return value === null || value === undefined ? null : Number(value);
  }

  /** Forgets matches first seen before `before`; returns how many. */
  async deleteBefore(before: number): Promise<number> {
    const result = await this.connection.run('DELETE FROM matches WHERE seen_ms < $1', [before]);
    if (result.rowsChanged > 0) this.known.clear();
    return result.rowsChanged;
  }

  /**
   * Writes the log into the database file and empties it. DuckDB does so by itself only when
   * the log reaches 16 MB: a collector's log would grow that far, a poll's writes at a time,
   * and a restart would replay all of it.
   */
  async checkpoint(): Promise<void> {
    await this.connection.run('CHECKPOINT');
  }

  async setValue(key: string, at: number, value: string): Promise<void> {
    await this.connection.run(
      'INSERT INTO kv VALUES ($1, $2, $3) ON CONFLICT (key) DO UPDATE SET at_ms = excluded.at_ms, value = excluded.value',
      [key, at, value],
    );
  }

  async getValue(key: string): Promise<{ at: number; value: string } | null> {
    const reader = await this.connection.runAndReadAll(
      'SELECT at_ms, value FROM kv WHERE key = $1',
      [key],
    );
    const row = reader.getRowsJS()[0];
    return row ? { at: Number(row[0]), value: String(row[1]) } : null;
  }

  /** Raw matches seen in [from, to) to a CSV or Parquet file, with DuckDB's COPY. */
  async export(file: string, format: 'csv' | 'parquet', from: number, to: number): Promise<number> {
    const quoted = `'${file.replaceAll("'", "''")}'`;
    const options = format === 'csv' ? '(FORMAT csv, HEADER true)' : '(FORMAT parquet)';
    const result = await this.connection.run(
      `COPY (
         SELECT id, make_timestamp(seen_ms * 1000) AS seen_at,
           p1_archetype, p1_rank, p1_legend_rank, p1_won,
           p2_archetype, p2_rank, p2_legend_rank, p2_won
         FROM matches WHERE seen_ms >= ${Math.trunc(from)} AND seen_ms < ${Math.trunc(to)}
         ORDER BY seen_ms, id
       ) TO ${quoted} ${options}`,
    );
    return result.rowsChanged;
  }

  close(): void {
    this.connection.closeSync();
    this.instance.closeSync();
  }
}
