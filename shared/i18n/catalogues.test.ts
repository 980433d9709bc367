import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { CATALOGUES as booking } from './catalogues/booking';
import { CATALOGUES as common } from './catalogues/common';
import { CATALOGUES as hub } from './catalogues/hub';
import { CATALOGUES as league } from './catalogues/league';
import { CATALOGUES as mail } from './catalogues/mail';
import { CATALOGUES as refusals } from './catalogues/refusals';
import { CATALOGUES as staff } from './catalogues/staff';
import { CATALOGUES as tablet } from './catalogues/tablet';
import { CATALOGUES as tournaments } from './catalogues/tournaments';
import { CATALOGUES as tv } from './catalogues/tv';
import { CATALOGUES as leagueNight } from './catalogues/leagueNight';
import type { Audience } from './keys';
import { LANGUAGES, type Language } from './languages';

/**
 * Every catalogue against its English source: the same keys (the compiler checks this too) and, in each
 * message, the same placeholders, so no translation drops or invents a value the code passes.
 */
const ALL: Record<Audience, Readonly<Record<Language, Readonly<Record<string, string>>>>> = {
  booking,
  common,
  hub,
  league,
  mail,
  refusals,
  staff,
  tablet,
  tournaments,
  tv,
  leagueNight,
};
const AUDIENCES = Object.keys(ALL) as Audience[];

function catalogue(audience: Audience, language: Language): Readonly<Record<string, string>> {
  return ALL[audience][language];
}

/** The argument names a message uses ('#' counts as its plural's argument). */
function placeholders(tokens: readonly Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') into.add(token.arg);
    if (token.type === 'plural' || token.type === 'select') {
      into.add(token.arg);
      for (const c of token.cases) placeholders(c.tokens, into);
    }
  }
  return into;
}

describe('catalogues', () => {
  it('has every audience in every language', () => {
    for (const audience of AUDIENCES)
      expect(Object.keys(ALL[audience]).sort(), audience).toEqual([...LANGUAGES].sort());
  });

  it.each(AUDIENCES.flatMap((a) => LANGUAGES.filter((l) => l !== 'en').map((l) => [a, l] as const)))(
    '%s in %s has English’s keys, each with its placeholders',
    (audience, language) => {
      const en = catalogue(audience, 'en');
      const other = catalogue(audience, language);
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const [key, source] of Object.entries(en)) {
        const wanted = [...placeholders(parse(source))].sort();
        const got = [...placeholders(parse(other[key] ?? ''))].sort();
        expect(got, `${language} ${key}`).toEqual(wanted);
      }
    },
  );

  it.each(AUDIENCES.flatMap((a) => LANGUAGES.map((l) => [a, l] as const)))(
    'every message of %s in %s parses as ICU MessageFormat, keyed by its audience',
    (audience, language) => {
      for (const [key, source] of Object.entries(catalogue(audience, language))) {
        expect(() => parse(source), key).not.toThrow();
        expect(key.startsWith(`${audience}.`), key).toBe(true);
      }
    },
  );
});
