// What the UI is told about where its statistics are kept (see runtime/persistence.ts).

export type StorageMode = 'starting' | 'persisted' | 'memory';

/**
 * Why the statistics are in memory only, or what happened to an unusable store: a code and its
 * values, worded by a screen in its language (error-text.ts storageNoticeText).
 */
export type StorageNotice =
  /** Another tab saves; this one's are saved once that tab closes. */
  | { code: 'another-tab'; values: Record<string, never> }
  | { code: 'quota'; values: Record<string, never> }
  | { code: 'no-indexeddb'; values: Record<string, never> }
  /** `message`: the browser's own words for the failure, when it gave any. */
  | { code: 'unavailable'; values: { message: string | null } }
  /** The saved statistics were from another version (`version` as saved), and were discarded. */
  | { code: 'other-version'; values: { version: string; newer: boolean } }
  | { code: 'damaged'; values: Record<string, never> }
  /** Saved matches that were damaged and left out. */
  | { code: 'matches-dropped'; values: { count: number } };

export interface StorageStatus {
  mode: StorageMode;
  /** Why we are in memory only, or what happened to an unusable store. */
  detail: StorageNotice | null;
  lastSavedAt: number | null;
  /** Distinct matches seen as of the last save: what a reload would bring back. */
  savedMatches: number;
  restoredMatches: number;
}
