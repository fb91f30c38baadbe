// Pairs (a, b) held in two parallel number arrays, each with a row of `width` counters in a
// third: put in (a, b) order for the packed form of PairCounts (pair-counts.ts).

export interface PairRows {
  as: Float64Array;
  bs: Float64Array;
  data: Uint32Array<ArrayBuffer>;
}

/**
 * The first `n` rows in strictly increasing (a, b) order: the same arrays when they already are
 * (what a published file holds), sorted copies otherwise; null when a pair appears twice.
 */
export function inPairOrder(rows: PairRows, n: number, width: number): PairRows | null {
  const { as, bs, data } = rows;
  let sorted = true;
  for (let i = 1; i < n && sorted; i++) {
    sorted =
      (as[i - 1] as number) < (as[i] as number) ||
      (as[i - 1] === as[i] && (bs[i - 1] as number) < (bs[i] as number));
  }
  if (sorted) return rows;
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (x, y) => (as[x] as number) - (as[y] as number) || (bs[x] as number) - (bs[y] as number),
  );
  const out: PairRows = {
    as: new Float64Array(n),
    bs: new Float64Array(n),
    data: new Uint32Array(n * width),
  };
  order.forEach((from, i) => {
    out.as[i] = as[from] as number;
    out.bs[i] = bs[from] as number;
    out.data.set(data.subarray(from * width, from * width + width), i * width);
  });
  for (let i = 1; i < n; i++) {
    if (out.as[i - 1] === out.as[i] && out.bs[i - 1] === out.bs[i]) return null;
  }
  return out;
}
