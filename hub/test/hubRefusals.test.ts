import { describe, expect, it } from 'vitest';
import { LOGIN_FIELDS_MISSING } from '../../shared/api/auth';
import { sentenceKey } from '../../shared/api/issueWords';
import { PASSWORD_BLANK, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '../../shared/api/users';
import { CURRENT_PASSWORD_MISSING, USERNAME_RULE, accountEndpoints } from '../../shared/group/accounts';
import { offlineSentence } from '../../shared/group/booking';
import { LOGIN_TOO_LONG, USERNAME_CONTROL_CHARACTERS } from '../../shared/group/headOfficeApi';
import en from '../../shared/i18n/catalogues/refusals/en';
import type { RefusalKey } from '../../shared/i18n/keys';
import { DomainError, refusal, sentenceRefusal } from '../../server-kit/domainError';
import { signInThrottled } from '../../server-kit/loginThrottle';
import { refusalText } from '../../server-kit/refusals';
import { seasonDrawError } from '../../shared/league/fixtures';

/**
 * Every refusal head office and the group's booking page send has its words in English, German and Dutch:
 * the English exactly as it was always sent, the others the catalogue's own (docs/i18n.md, 'Head office and
 * the group page'). A refusal made by the hub's code (a key), a schema's sentence (found by its text, as the
 * parse path finds it) and an entry's own `refusal` sentence are worded alike.
 */
const worded = (err: Pick<DomainError, 'message' | 'words'>, language: string) =>
  refusalText(err, { headers: { 'accept-language': language } });

const CASES: [string, DomainError, string][] = [
  ['signed out', refusal(401, 'UNAUTHENTICATED', 'refusals.hub.signInFirst'), 'Sign in to see head office'],
  [
    'a viewer writes',
    refusal(403, 'FORBIDDEN', 'refusals.hub.viewerReads'),
    'A viewer can look at head office but not change it.',
  ],
  [
    'not an owner (the entries’ own sentence)',
    sentenceRefusal(403, 'FORBIDDEN', accountEndpoints.users.refusal),
    'Only an owner can manage head office users.',
  ],
  [
    'wrong sign-in',
    refusal(401, 'INVALID_CREDENTIALS', 'refusals.hub.invalidSignIn'),
    'Invalid username or password',
  ],
  [
    'throttled sign-in (one minute)',
    signInThrottled(30_000),
    'Too many failed sign-in attempts. Please wait 1 minute and try again.',
  ],
  [
    'throttled sign-in (minutes)',
    signInThrottled(14 * 60_000 + 1),
    'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  ],
  [
    'sign-ins queued',
    refusal(429, 'THROTTLED', 'refusals.hub.busy'),
    'Head office is checking many sign-ins just now. Please wait a minute and try again.',
  ],
  [
    'wrong current password',
    refusal(403, 'INVALID_CREDENTIALS', 'refusals.hub.wrongCurrent'),
    'Your current password is not right.',
  ],
  [
    'no such user',
    refusal(404, 'NOT_FOUND', 'refusals.hub.noSuchUser'),
    'Head office has no user with that username.',
  ],
  [
    'username taken',
    refusal(409, 'CONFLICT', 'refusals.hub.usernameTaken'),
    'That username is already taken.',
  ],
  [
    'last owner',
    refusal(409, 'CONFLICT', 'refusals.hub.lastOwner'),
    'Head office must keep at least one owner.',
  ],
  [
    'unknown venue',
    refusal(404, 'NOT_FOUND', 'refusals.hub.unknownVenue', { venueId: 'ashford' }),
    'Head office has not heard from a venue with the id ashford.',
  ],
  [
    'an owner given venues',
    refusal(400, 'VALIDATION', 'refusals.hub.ownerVenues'),
    'An owner sees every venue: leave the venues empty.',
  ],
  [
    'no such venue (head office)',
    refusal(404, 'NOT_FOUND', 'refusals.hub.noSuchVenue'),
    'Head office has no venue with that id.',
  ],
  [
    'heat map without a venue',
    refusal(400, 'VALIDATION', 'refusals.hub.heatMapNeedsVenue'),
    'Say which venue the heat map is of (venueId=).',
  ],
  [
    'no such venue (group page)',
    refusal(404, 'NOT_FOUND', 'refusals.group.noSuchVenue'),
    'There is no such venue in this group.',
  ],
  [
    'venue offline',
    refusal(503, 'VENUE_OFFLINE', 'refusals.group.offline', {
      name: 'Ashford Arrows',
      phone: '01233 100100',
    }),
    offlineSentence('Ashford Arrows', '01233 100100'),
  ],
  [
    'venue offline, no phone',
    refusal(503, 'VENUE_OFFLINE', 'refusals.group.offlineNoPhone', { name: 'Ashford Arrows' }),
    offlineSentence('Ashford Arrows', ' '),
  ],
  [
    'too many requests',
    refusal(429, 'THROTTLED', 'refusals.tooManyRequests'),
    'Too many requests. Please wait a minute and try again.',
  ],
  [
    'too many bookings',
    refusal(429, 'THROTTLED', 'refusals.tooManyBookings'),
    'Too many bookings from this address. Please call the venue.',
  ],
  [
    'a page head office does not have',
    refusal(404, 'NOT_FOUND', 'refusals.hub.noPage', { method: 'GET', path: '/nowhere' }),
    'No such page: GET /nowhere',
  ],
  [
    'a question the group door does not know (a venue answers it)',
    new DomainError(404, 'NOT_FOUND', 'No such question'),
    'No such question',
  ],
];

describe('every head office refusal in each language', () => {
  it.each(CASES)('%s', (_name, err, english) => {
    expect(err.message).toBe(english);
    expect(worded(err, 'en-GB')).toBe(english);
    const de = worded(err, 'de-DE');
    const nl = worded(err, 'nl-NL');
    expect(de).not.toBe(english);
    expect(nl).not.toBe(english);
    expect(de).not.toBe(nl);
    expect(`${de} ${nl}`).not.toMatch(/[{}]/);
  });
});

/** The sentences head office's schemas refuse with, found in the catalogue by their exact English. */
const SENTENCES = [
  USERNAME_RULE,
  CURRENT_PASSWORD_MISSING,
  LOGIN_TOO_LONG,
  USERNAME_CONTROL_CHARACTERS,
  LOGIN_FIELDS_MISSING,
  PASSWORD_TOO_SHORT,
  PASSWORD_TOO_LONG,
  PASSWORD_BLANK,
  'A role is owner, manager or viewer.',
  'Choose the venues as a list of venue ids (at most 500).',
  'Choose a period: day, week, month, year or custom.',
  'Write dates as YYYY-MM-DD.',
  'Say which date the period holds (date=YYYY-MM-DD).',
  'A custom range needs its first and last day (from= and to=, YYYY-MM-DD).',
  'A range must not end before it starts.',
  'A range can be at most three years long.',
  'Rank by revenue, utilisation, bookings, sessions, laneHoursSold, noShows or tournaments.',
  'Choose a chart to export: figures, ranking, trends or heat-map.',
];

/**
 * Every sentence head office's league (hub/league) refuses a form with, as its code and its schemas write
 * it: found in the catalogue by its exact English, with its own German and Dutch.
 */
const LEAGUE_SENTENCES: [string, string, string][] = [
  [
    'Head office has no league with that id.',
    'Die Zentrale hat keine Liga mit dieser ID.',
    'Het hoofdkantoor heeft geen competitie met die id.',
  ],
  [
    'This league has no fixture with that id.',
    'Diese Liga hat keine Begegnung mit dieser ID.',
    'Deze competitie heeft geen wedstrijd met die id.',
  ],
  [
    'There is no such league in this group.',
    'Diese Liga gibt es in dieser Gruppe nicht.',
    'Deze competitie bestaat niet in deze groep.',
  ],
  [
    'Choose a division of this league.',
    'Wählen Sie eine Staffel dieser Liga.',
    'Kies een klasse van deze competitie.',
  ],
  [
    'The season is drawn: a new team joins next season.',
    'Die Saison ist ausgelost: ein neues Team steigt in der nächsten Saison ein.',
    'Het seizoen is ingedeeld: een nieuw team doet volgend seizoen mee.',
  ],
  [
    'Give every home venue of the teams its league night.',
    'Geben Sie jedem Heimlokal der Teams seinen Ligaabend.',
    'Geef elke thuislocatie van de teams haar competitieavond.',
  ],
  [
    'This league has no season yet.',
    'Diese Liga hat noch keine Saison.',
    'Deze competitie heeft nog geen seizoen.',
  ],
  [
    'This season is published: its fixtures are moved one by one.',
    'Diese Saison ist veröffentlicht: ihre Begegnungen werden einzeln verlegt.',
    'Dit seizoen is gepubliceerd: de wedstrijden worden één voor één verplaatst.',
  ],
  [
    seasonDrawError(['A']) ?? '',
    'Eine Staffel braucht mindestens zwei Teams, um Begegnungen auszulosen.',
    'Een klasse heeft minstens twee teams nodig om wedstrijden in te delen.',
  ],
  [
    seasonDrawError(['A', 'B', 'A']) ?? '',
    'Ein Team steht zweimal in dieser Staffel.',
    'Een team staat twee keer in deze klasse.',
  ],
  [
    'Draw the fixtures before publishing the season.',
    'Losen Sie die Begegnungen aus, bevor Sie die Saison veröffentlichen.',
    'Deel de wedstrijden in voordat u het seizoen publiceert.',
  ],
  [
    'This fixture has no result yet: it is signed off at its venue.',
    'Diese Begegnung hat noch kein Ergebnis: es wird in ihrem Lokal bestätigt.',
    'Deze wedstrijd heeft nog geen uitslag: die wordt op de eigen locatie afgetekend.',
  ],
  [
    'This fixture has been played: correct its result instead.',
    'Diese Begegnung ist gespielt: korrigieren Sie stattdessen ihr Ergebnis.',
    'Deze wedstrijd is gespeeld: corrigeer in plaats daarvan de uitslag.',
  ],
  ['Please give it a name.', 'Bitte geben Sie einen Namen ein.', 'Geef een naam op.'],
  [
    'A name is at most 60 characters.',
    'Ein Name hat höchstens 60 Zeichen.',
    'Een naam heeft hoogstens 60 tekens.',
  ],
  [
    'A date is written YYYY-MM-DD.',
    'Ein Datum wird als JJJJ-MM-TT geschrieben.',
    'Een datum schrijft u als JJJJ-MM-DD.',
  ],
  ['Choose a division.', 'Wählen Sie eine Staffel.', 'Kies een klasse.'],
  [
    'A roster holds at most 30 players.',
    'Ein Kader hat höchstens 30 Spieler.',
    'Een selectie heeft hoogstens 30 spelers.',
  ],
  [
    'Please say why the result is corrected.',
    'Bitte geben Sie an, warum das Ergebnis korrigiert wird.',
    'Zeg waarom de uitslag wordt gecorrigeerd.',
  ],
];

describe('every refusal of head office’s league reads back to its English and has its German and Dutch', () => {
  it.each(LEAGUE_SENTENCES)('%s', (english, de, nl) => {
    expect(sentenceKey(english), english).toBeDefined();
    const err = sentenceRefusal(409, 'CONFLICT', english);
    expect(worded(err, 'en-GB')).toBe(english);
    expect(worded(err, 'de-DE')).toBe(de);
    expect(worded(err, 'nl-NL')).toBe(nl);
  });

  it('and every key of head office’s league is one of them', () => {
    const covered = new Set(LEAGUE_SENTENCES.map(([english]) => sentenceKey(english)));
    const ours = Object.keys(en).filter((key) => key.startsWith('refusals.hubLeague.'));
    expect(ours.filter((key) => !covered.has(key as RefusalKey))).toEqual([]);
  });
});

describe('every sentence of head office’s schemas has its words', () => {
  it.each(SENTENCES)('%s', (text) => {
    const key: RefusalKey | undefined = sentenceKey(text);
    expect(key, text).toBeDefined();
    const err = sentenceRefusal(400, 'VALIDATION', text);
    expect(worded(err, 'en')).toBe(text);
    expect(worded(err, 'de')).not.toBe(text);
    expect(worded(err, 'nl')).not.toBe(text);
  });

  it('and every head office and group page key is one of the cases above', () => {
    const covered = new Set<string>([
      ...CASES.map(([, err]) => err.words?.key ?? sentenceKey(err.message) ?? err.message),
      ...SENTENCES.map((text) => sentenceKey(text) ?? text),
      'refusals.hub.databaseDown',
      'refusals.group.databaseDown',
    ]);
    const ours = Object.keys(en).filter((key) => /^refusals\.(hub|group)\./.test(key));
    expect(ours.filter((key) => !covered.has(key))).toEqual([]);
  });
});
