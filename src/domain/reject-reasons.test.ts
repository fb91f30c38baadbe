import { describe, expect, it } from 'vitest';
import { reasonText } from './reason-text.ts';
import { parseReason, type ReasonCode, type RejectReason, reasonKey } from './reject-reasons.ts';

/** One reason of every code, with the values its English names. */
const EVERY_REASON: { [C in ReasonCode]: RejectReason['values'] } = {
  invalid: {},
  'not-object': {},
  missing: { field: 'player2_won' },
  'wrong-type': { field: 'a.b' },
  'not-integer': { field: 'player1_rank' },
  'not-integer-or-null': { field: 'player1_legend_rank' },
  'outside-int32': { field: 'player1_archetype' },
  'not-int32': { field: 'players.0.archetype' },
  'out-of-range': { field: 'seenAt' },
  'too-long': { field: 'name', max: 200 },
  'too-many-cards': { field: 'standard_ccp_signature_core.components', max: 100 },
  'not-boolean': { field: 'player1_won' },
  'not-uuid': { field: 'id' },
  'not-lower-uuid': { field: 'id' },
  'not-timestamp': { field: 'standard_ccp_signature_core.as_of' },
  'both-won': {},
  'neither-won': {},
  'over-entry-cap': { max: 10_000 },
  'over-archetype-cap': { max: 10_000 },
  'over-live-cap': { max: 100 },
  'after-file': {},
  'player-rank-outside': { player: 1 },
  'player-legend-not-positive': { player: 2 },
  'player-legend-too-high': { player: 2 },
  'player-legend-without-51': { player: 1 },
};

describe('reasons for leaving an element out', () => {
  it('are kept under their English, as the collector logs them', () => {
    expect(reasonKey({ code: 'player-rank-outside', values: { player: 1 } })).toBe(
      'player 1 rank outside 1–51',
    );
    expect(reasonKey({ code: 'player-legend-too-high', values: { player: 2 } })).toBe(
      'player 2 legend rank over 10,000,000',
    );
    expect(reasonKey({ code: 'over-entry-cap', values: { max: 10_000 } })).toBe(
      'over the 10,000-entry limit (oldest left out)',
    );
    expect(reasonKey({ code: 'missing', values: { field: 'a.b' } })).toBe('missing a.b');
  });

  it('give back their code and values from that English, for every code', () => {
    for (const [code, values] of Object.entries(EVERY_REASON)) {
      const reason = { code: code as ReasonCode, values };
      expect(parseReason(reasonKey(reason))).toEqual(reason);
    }
  });

  it('read no code from a text no rule made (a saved copy of an older build)', () => {
    expect(parseReason('seenAt Invalid input')).toBeNull();
    expect(parseReason('')).toBeNull();
  });
});

describe('reasons in the screen language', () => {
  it('say their English key in English, for every code', () => {
    for (const [code, values] of Object.entries(EVERY_REASON)) {
      const key = reasonKey({ code: code as ReasonCode, values });
      expect(reasonText(key)).toBe(key);
    }
  });

  it('keep a key no rule of this build made as it is', () => {
    expect(reasonText('seenAt Invalid input')).toBe('seenAt Invalid input');
  });
});
