import { describe, expect, it } from 'vitest';
import { moveScreenOptionsIntoRoute } from './url-options.ts';

describe('moveScreenOptionsIntoRoute', () => {
  it("moves a screen's options from before the hash into its route", () => {
    expect(moveScreenOptionsIntoRoute('https://d.example/l/?min=5&bracket=legend#/winrates')).toBe(
      'https://d.example/l/#/winrates?min=5&bracket=legend',
    );
  });

  it('leaves deployment-wide overrides before the hash', () => {
    expect(
      moveScreenOptionsIntoRoute('https://d.example/?api=%2Fproxy&rotate=5&poll=10000#/wall'),
    ).toBe('https://d.example/?api=%2Fproxy&poll=10000#/wall?rotate=5');
    expect(moveScreenOptionsIntoRoute('https://d.example/?retentionHours=6#/live')).toBeNull();
  });

  it("keeps the route's own option when both have one, and an empty hash means the overview", () => {
    expect(moveScreenOptionsIntoRoute('https://d.example/?min=5#/winrates?min=9')).toBe(
      'https://d.example/#/winrates?min=9',
    );
    expect(moveScreenOptionsIntoRoute('https://d.example/?class=mage')).toBe(
      'https://d.example/#/?class=mage',
    );
  });

  it('does nothing when there is nothing to move', () => {
    expect(moveScreenOptionsIntoRoute('https://d.example/#/winrates?min=5')).toBeNull();
    expect(moveScreenOptionsIntoRoute('https://d.example/')).toBeNull();
  });
});
