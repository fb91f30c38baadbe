// Why elements of an answer were left out, in the screen's language: the reason codes
// reject-reasons.ts keeps its counts under, each turned into a message of the catalogue.
import { t } from '@lingui/core/macro';
import { formatCount } from './format.ts';
import { MAX_LEGEND_RANK } from './limits.ts';
import { LIVE_FILE } from './live-format.ts';
import { parseReason } from './reject-reasons.ts';

/**
 * Why elements of an answer were left out, from the English key their count is kept under
 * ("player 1 rank outside 1–51"). A key no rule of this build made (a saved copy's) stays as it is.
 */
export function reasonText(key: string): string {
  const reason = parseReason(key);
  if (!reason) return key;
  const { field = '', player = 0 } = reason.values;
  const max = formatCount(reason.values.max ?? 0);
  switch (reason.code) {
    case 'invalid':
      return t({ message: 'invalid', comment: 'why an element of an answer was left out' });
    case 'not-object':
      return t({ message: 'not an object', comment: 'why an element of an answer was left out' });
    case 'missing':
      return t({ message: `missing ${field}`, comment: 'a field of an answer is missing' });
    case 'wrong-type':
      return t`${field} has the wrong type`;
    case 'not-integer':
      return t`${field} is not an integer`;
    case 'not-integer-or-null':
      return t`${field} is not an integer or null`;
    case 'outside-int32':
      return t`${field} is outside the 32-bit range`;
    case 'not-int32':
      return t`${field} is not a 32-bit integer`;
    case 'out-of-range':
      return t`${field} is out of range`;
    case 'too-long':
      return t`${field} is longer than ${max} characters`;
    case 'too-many-cards':
      return t`${field} has over ${max} cards`;
    case 'not-boolean':
      return t`${field} is not a boolean`;
    case 'not-uuid':
      return t`${field} is not a UUID`;
    case 'not-lower-uuid':
      return t`${field} is not a lower-case UUID`;
    case 'not-timestamp':
      return t`${field} is not a timestamp`;
    case 'both-won':
      return t`both players won`;
    case 'neither-won':
      return t`neither player won`;
    case 'over-entry-cap':
      return t`over the ${max}-entry limit (oldest left out)`;
    case 'over-archetype-cap':
      return t`over the ${max}-archetype limit`;
    case 'over-live-cap': {
      const file = LIVE_FILE;
      return t`over the ${max}-match limit of ${file} (oldest left out)`;
    }
    case 'after-file': {
      const time = 'seenAt';
      return t`${time} after the time the file was written`;
    }
    case 'player-rank-outside':
      return t`player ${player} rank outside 1–51`;
    case 'player-legend-not-positive':
      return t`player ${player} legend rank not positive`;
    case 'player-legend-too-high': {
      const most = formatCount(MAX_LEGEND_RANK);
      return t`player ${player} legend rank over ${most}`;
    }
    case 'player-legend-without-51':
      return t`player ${player} legend rank without rank 51`;
  }
}
