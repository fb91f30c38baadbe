// Why an element of an answer was left out, as a code and its values. The counts of rejected
// elements are keyed by the reason in English (what the collector logs and its record holds,
// "player 1 rank outside 1–51"); a screen reads the code back from that key (parseReason) and
// words it in its own language (error-text.ts reasonText). The key and its reading are made from
// one table here, so they cannot disagree. The collector runs this file: no Lingui macro here.
import { groupThousands } from './format.ts';
import { type RankProblem, rankProblemEnglish } from './ranks.ts';

const RANK_PROBLEMS: readonly RankProblem[] = [
  'rank-outside',
  'legend-not-positive',
  'legend-too-high',
  'legend-without-51',
];

/** The reason a player's rank breaks the rules: "player-rank-outside" for player 1 or 2. */
export type PlayerReasonCode = `player-${RankProblem}`;
export const playerReason = (problem: RankProblem): PlayerReasonCode => `player-${problem}`;

/**
 * Each reason's English, `{field}` (a field's path, "player1_rank"), `{max}` (a number) and
 * `{player}` (1 or 2) standing for its values.
 */
const TEMPLATES = {
  invalid: 'invalid',
  'not-object': 'not an object',
  missing: 'missing {field}',
  'wrong-type': '{field} has the wrong type',
  'not-integer': '{field} is not an integer',
  'not-integer-or-null': '{field} is not an integer or null',
  'outside-int32': '{field} is outside the 32-bit range',
  'not-int32': '{field} is not a 32-bit integer',
  'out-of-range': '{field} is out of range',
  'too-long': '{field} is longer than {max} characters',
  'too-many-cards': '{field} has over {max} cards',
  'not-boolean': '{field} is not a boolean',
  'not-uuid': '{field} is not a UUID',
  'not-lower-uuid': '{field} is not a lower-case UUID',
  'not-timestamp': '{field} is not a timestamp',
  'both-won': 'both players won',
  'neither-won': 'neither player won',
  'over-entry-cap': 'over the {max}-entry limit (oldest left out)',
  'over-archetype-cap': 'over the {max}-archetype limit',
  'over-live-cap': 'over the {max}-match limit of live.json (oldest left out)',
  'after-file': 'seenAt after the time the file was written',
  ...(Object.fromEntries(
    RANK_PROBLEMS.map((p) => [playerReason(p), `player {player} ${rankProblemEnglish(p)}`]),
  ) as Record<PlayerReasonCode, string>),
} as const;

export type ReasonCode = keyof typeof TEMPLATES;

export interface RejectReason {
  code: ReasonCode;
  values: { field?: string; max?: number; player?: number };
}

export const isReasonCode = (code: string): code is ReasonCode => Object.hasOwn(TEMPLATES, code);

/**
 * A schema issue's message: the reason's code, and which player when the reason is a player's
 * ("player-rank-outside@2"). The English, and a screen's words, are made from it.
 */
export const issueMessage = (code: ReasonCode, player?: number): string =>
  player === undefined ? code : `${code}@${player}`;

/** The code (and player) an issue's message carries; null for a message no rule here made. */
export function readIssueMessage(message: string): { code: ReasonCode; player?: number } | null {
  const [code = '', player] = message.split('@');
  if (!isReasonCode(code)) return null;
  if (player === undefined) return { code };
  return /^\d$/.test(player) ? { code, player: Number(player) } : null;
}

/** The reason in English: the key its count is kept under, and the collector's log. */
export function reasonKey(reason: RejectReason): string {
  const { field = '', max = 0, player = 0 } = reason.values;
  return TEMPLATES[reason.code]
    .replace('{field}', field)
    .replace('{max}', groupThousands(max))
    .replace('{player}', String(player));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SLOTS = { field: '(\\S+)', max: '([\\d,]+)', player: '(\\d+)' } as const;

/** Each template as a pattern, with the names of its values in order. */
const PATTERNS = (Object.entries(TEMPLATES) as [ReasonCode, string][]).map(([code, template]) => {
  const names: (keyof typeof SLOTS)[] = [];
  const source = escapeRegExp(template).replace(
    /\\\{(field|max|player)\\\}/g,
    (_, name: keyof typeof SLOTS) => {
      names.push(name);
      return SLOTS[name];
    },
  );
  return { code, names, pattern: new RegExp(`^${source}$`) };
});

/** The code and values of a reason's English key; null for a key no template made. */
export function parseReason(key: string): RejectReason | null {
  for (const { code, names, pattern } of PATTERNS) {
    const match = pattern.exec(key);
    if (!match) continue;
    const values: RejectReason['values'] = {};
    names.forEach((name, i) => {
      const text = match[i + 1] ?? '';
      if (name === 'field') values.field = text;
      else values[name] = Number(text.replaceAll(',', ''));
    });
    return { code, values };
  }
  return null;
}
