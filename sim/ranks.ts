// The ranks of a simulated match's players: the first drawn from where uploaders sit, the
// second near the first (matchmaking).

/** Player 1's rank: Legend 30 % of the time (legend rank spread over 1–30,000), else 1–50. */
export function drawRank(random: () => number): { rank: number; legend: number | null } {
  const u = random();
  if (u < 0.3) {
    return { rank: 51, legend: 1 + Math.floor(Math.exp(random() * Math.log(30000))) - 1 || 1 };
  }
  // Ranks below Legend, weighted towards Diamond and Platinum where most uploaders sit.
  const rank = Math.max(1, Math.min(50, Math.round(50 - Math.abs(random() + random() - 1) * 45)));
  return { rank, legend: null };
}

export function opponentRank(
  random: () => number,
  own: { rank: number; legend: number | null },
): { rank: number; legend: number | null } {
  if (own.rank === 51) {
    if (random() < 0.9) {
      const delta = Math.round((random() - 0.5) * 400);
      return { rank: 51, legend: Math.max(1, (own.legend ?? 1) + delta) };
    }
    return { rank: 50, legend: null };
  }
  const rank = Math.max(1, Math.min(51, own.rank + Math.round((random() - 0.5) * 4)));
  return rank === 51
    ? { rank, legend: 20000 + Math.floor(random() * 10000) }
    : { rank, legend: null };
}
