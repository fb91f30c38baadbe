// The minimum-games rule on its own: the link options (url-options.ts) read it at start-up
// without the charts' row code.

/** Games a win rate needs before it is drawn as a bar (HSReplay's rule for matchup cells). */
export const DEFAULT_MIN_GAMES = 30;
