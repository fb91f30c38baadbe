import { describe, expect, it } from 'vitest';
import { fromParam, openedFrom, sectionOf } from './sections.ts';

describe('sections', () => {
  it('finds the section of a path by its first part', () => {
    expect(sectionOf('/tiers')?.label).toBe('Tier list');
    expect(sectionOf('/catalogue/12')?.label).toBe('Catalogue');
    expect(sectionOf('/')?.label).toBe('Overview');
    expect(sectionOf('/nowhere')).toBeNull();
  });

  it('names where an archetype page was opened from, the catalogue by default', () => {
    expect(fromParam('/tiers')).toBe('tiers');
    expect(fromParam('/')).toBe('overview');
    expect(fromParam('/catalogue')).toBeNull();
    expect(fromParam('/catalogue/12')).toBeNull();
    expect(openedFrom('tiers').back).toBe('Back to the tier list');
    expect(openedFrom('overview').href).toBe('/');
    expect(openedFrom(null).back).toBe('Back to the catalogue');
    expect(openedFrom('javascript:alert(1)').back).toBe('Back to the catalogue');
  });
});
