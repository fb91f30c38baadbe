// What the UI is told about where its statistics are kept (see runtime/persistence.ts).

export type StorageMode = 'starting' | 'persisted' | 'memory';

export interface StorageStatus {
  mode: StorageMode;
  /** Why we are in memory only, or what happened to an unusable store. */
  detail: string | null;
  lastSavedAt: number | null;
  /** Distinct matches seen as of the last save: what a reload would bring back. */
  savedMatches: number;
  restoredMatches: number;
}
