import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { afterEach, describe, expect, it } from 'vitest';
import { activateEnglish } from '../test/i18n.ts';
import { fromParam, openedFrom, sectionOf } from './sections.ts';

afterEach(activateEnglish);

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

  it('reads its words in the language active when they are shown, not when the module loaded', () => {
    i18n.load('xx', {
      [msg`Tier list`.id]: 'Liste des tiers',
      [msg`Back to the tier list`.id]: 'Retour à la liste des tiers',
    });
    i18n.activate('xx');
    expect(sectionOf('/tiers')?.label).toBe('Liste des tiers');
    expect(openedFrom('tiers').back).toBe('Retour à la liste des tiers');
  });
});
