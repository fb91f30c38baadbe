// The percent axis of the win-rate charts: always shows 50%, padded to whole 5% steps.
export function percentDomain(
  rows: ReadonlyArray<{ lowPct: number; highPct: number }>,
): [number, number] {
  let lo = 50;
  let hi = 50;
  for (const r of rows) {
    lo = Math.min(lo, r.lowPct);
    hi = Math.max(hi, r.highPct);
  }
  return [Math.max(0, Math.floor((lo - 2) / 5) * 5), Math.min(100, Math.ceil((hi + 2) / 5) * 5)];
}
