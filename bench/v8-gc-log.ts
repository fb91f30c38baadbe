// The garbage collector's pauses as V8 logs them (`--js-flags=--trace-gc`): a long task in a
// bench may be one of them, which no change to the page's code shortens.

export interface GcPause {
  kind: string;
  /** The heap's size when it began, MB (a page's heap, or a worker's few hundred KB). */
  heapMb: number;
  ms: number;
}

/**
 * V8's `--trace-gc` lines: each collection's kind, the heap before it and its pause on its
 * isolate's thread ("Scavenge 12.8 (15.1) -> 12.0 (14.3) MB, pooled: 1.0 MB, 52.59 / 0.00 ms …":
 * the first time is the pause, the second the embedder's share of it). Other lines are left out.
 */
export function gcPauses(log: string): GcPause[] {
  const line =
    /^\[\d+:0x[0-9a-f]+\]\s+\d+ ms: ([A-Za-z -]+?)(?: \([a-z ]+\))? ([\d.]+) \([\d.]+\) -> [\d.]+ \([\d.]+\) MB,(?: pooled: [\d.]+ MB,)? ([\d.]+) \/ [\d.]+ ms/;
  return log.split('\n').flatMap((text) => {
    const m = line.exec(text);
    return m ? [{ kind: m[1] as string, heapMb: Number(m[2]), ms: Number(m[3]) }] : [];
  });
}
