import { describe, expect, it } from 'vitest';
import { LANGUAGES, LOCALES, pickLanguage } from './languages';

describe('pickLanguage', () => {
  it.each([
    ['nl-BE,nl;q=0.9,en;q=0.8', 'nl'],
    ['de-DE', 'de'],
    ['de-AT,de;q=0.9', 'de'],
    ['fr-FR,fr;q=0.9,de;q=0.7,en;q=0.5', 'de'],
    ['en;q=0.5,nl;q=0.9', 'nl'],
    ['fr-FR', 'en'],
    ['', 'en'],
    ['*', 'en'],
    ['nl;q=0,de', 'de'],
    ['EN-gb', 'en'],
    [['de-CH', 'en'], 'de'],
    [['fr', 'nl-NL'], 'nl'],
    [[], 'en'],
    [undefined, 'en'],
  ] as const)('%j → %s', (preferences, expected) => {
    expect(pickLanguage(preferences)).toBe(expected);
  });

  it('falls back to the given language when none is spoken', () => {
    expect(pickLanguage('fr-FR', 'nl')).toBe('nl');
  });

  it('has a locale for every language', () => {
    expect(LANGUAGES.map((l) => LOCALES[l])).toEqual(['en-GB', 'de-DE', 'nl-NL']);
  });
});
