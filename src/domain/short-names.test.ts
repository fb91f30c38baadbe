import { describe, expect, it } from 'vitest';
import { fitName, fitPair } from './short-names.ts';

describe('fitName', () => {
  it('keeps a name that fits, then uses shorthands, then drops words from the end', () => {
    expect(fitName('Tempo Mage', 20)).toBe('Tempo Mage');
    expect(fitName('Deathrattle Demon Hunter', 20)).toBe('Deathrattle DH');
    expect(fitName('Big Demon Hunter', 10)).toBe('Big DH');
    expect(fitName('Handbuff Death Knight', 12)).toBe('Handbuff DK');
    expect(fitName('Elemental Shaman', 12)).toBe('Elemental');
    // One word too long stays whole: a word is never cut.
    expect(fitName('Reallylongname Mage', 5)).toBe('Reallylongname');
  });
});

describe('fitPair', () => {
  it('fits "A vs B" with whole words, both sides kept', () => {
    expect(fitPair(['Blood DK', 'Tempo Mage'], 30)).toBe('Blood DK vs Tempo Mage');
    expect(fitPair(['Ramp Druid', 'Zoo Warlock'], 20)).toBe('Ramp Druid vs Zoo');
    expect(fitPair(['Big Demon Hunter', 'Spell Mage'], 20)).toBe('Big DH vs Spell Mage');
    expect(fitPair(['Aura Paladin', 'Tempo Mage'], 18)).toBe('Aura vs Tempo Mage');
    expect(fitPair(['Deathrattle Demon Hunter', 'Big Demon Hunter'], 24)).toBe(
      'Deathrattle DH vs Big DH',
    );
    for (const max of [8, 12, 20, 31]) {
      const fitted = fitPair(['Deathrattle Demon Hunter', 'Big Demon Hunter'], max);
      for (const word of fitted.split(' ')) {
        expect(['Deathrattle', 'Demon', 'Hunter', 'Big', 'DH', 'vs']).toContain(word);
      }
    }
  });
});
