// What the day benches print at the end: a figure's growth per day between two hourly samples.

/** Growth per day of `key` from the sample of hour `from` to the last sample (NaN without both). */
export function growthPerDay<S extends { hour: number }>(
  samples: readonly S[],
  key: { [K in keyof S]: S[K] extends number ? K : never }[keyof S],
  from: number,
): number {
  const first = samples.find((s) => s.hour === from);
  const last = samples[samples.length - 1];
  if (!first || !last || last.hour <= from) return Number.NaN;
  return (((last[key] as number) - (first[key] as number)) / (last.hour - from)) * 24;
}
