import { describe, expect, it } from 'vitest';
import de from '../i18n/catalogues/common/de';
import en from '../i18n/catalogues/common/en';
import nl from '../i18n/catalogues/common/nl';
import { holderNaming, unnamedHolder } from './unnamedHolders';

describe('who holds a lane, as its reader gets it', () => {
  it.each([
    [
      'reservation',
      'A booking',
      { key: 'common.unnamedHolder.reservation' },
      'Eine Reservierung',
      'Een reservering',
    ],
    ['tournament', 'A tournament', { key: 'common.unnamedHolder.tournament' }, 'Ein Turnier', 'Een toernooi'],
    [
      'league',
      'A league night',
      { key: 'common.unnamedHolder.league' },
      'Ein Ligaabend',
      'Een competitieavond',
    ],
    [
      'session',
      'A lane session',
      { key: 'common.unnamedHolder.session' },
      'Eine Sitzung auf der Bahn',
      'Een sessie op de baan',
    ],
  ] as const)(
    'an unnamed %s is written %j by the server and worded by its reader',
    (kind, english, naming, german, dutch) => {
      expect(unnamedHolder(kind)).toBe(english);
      expect(holderNaming(kind, english)).toEqual(naming);
      expect([de[naming.key], nl[naming.key], en[naming.key]]).toEqual([german, dutch, english]);
    },
  );

  it.each([
    ['reservation', 'Ada Lovelace'],
    ['tournament', 'Friday Cup'],
    // Another kind's words are a name here: only the words of its own kind are made up.
    ['reservation', 'A tournament'],
    ['league', 'Premier League'],
  ])('a %s held by %j keeps its own name', (kind, holder) => {
    expect(holderNaming(kind, holder)).toEqual({ own: holder });
  });
});
