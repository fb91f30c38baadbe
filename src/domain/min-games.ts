// The minimum-games rules on their own: the link options (url-options.ts) read them at start-up
// without the charts' row code.

/** Games a win rate needs before it is drawn as a bar (HSReplay's rule for matchup cells). */
export const DEFAULT_MIN_GAMES = 30;

/** Games a matchup needs before it is listed; the same rule. */
export const MATCHUP_MIN_GAMES = DEFAULT_MIN_GAMES;
