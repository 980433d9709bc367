import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { requestParseRefusal } from '../../server-kit/refusals';
import { RESERVATION_TIME_MISSING } from '../../shared/api/reservations';
import { refusalText } from './errors';

/**
 * A request that does not parse is refused through the one parse path (server-kit/refusals.ts) and worded
 * by the one refusal path (refusalText): each kind of validation problem, in each language, as a sentence
 * with the field's label and the limit. English is the sentence the parser has always sent.
 */
const Body = z.object({
  playerCount: z.number().int().min(1).max(4),
  customerName: z.string().min(2).max(5),
  laneId: z.number().int().positive(),
  language: z.enum(['en', 'de', 'nl']),
  reservedTime: z.iso.datetime(),
  date: z.iso.date(),
  tags: z.array(z.string()).min(1),
});
const good = {
  playerCount: 2,
  customerName: 'Ada',
  laneId: 1,
  language: 'en',
  reservedTime: '2026-06-10T16:00:00Z',
  date: '2026-06-10',
  tags: ['a'],
};

function worded(change: Record<string, unknown>, language: string): string {
  const result = safeParse(Body as unknown as $ZodType, { ...good, ...change });
  if (result.success) throw new Error('expected a refusal');
  const refusal = requestParseRefusal(result.error, Body, { ...good, ...change });
  expect(refusal.status).toBe(400);
  expect(refusal.code).toBe('VALIDATION');
  return refusalText(refusal, { headers: { 'accept-language': language } });
}

const CASES: [string, Record<string, unknown>, string, string, string][] = [
  [
    'too small (number)',
    { playerCount: 0 },
    'playerCount: Too small: expected number to be >=1',
    'Anzahl der Spieler muss mindestens 1 sein.',
    'Aantal spelers moet minstens 1 zijn.',
  ],
  [
    'too big (number)',
    { playerCount: 9 },
    'playerCount: Too big: expected number to be <=4',
    'Anzahl der Spieler darf höchstens 4 sein.',
    'Aantal spelers mag hoogstens 4 zijn.',
  ],
  [
    'too small (text)',
    { customerName: 'A' },
    'customerName: Too small: expected string to have >=2 characters',
    'Name des Kunden muss mindestens 2 Zeichen lang sein.',
    'Naam van de klant moet minstens 2 tekens lang zijn.',
  ],
  [
    'too big (text)',
    { customerName: 'Adalbert' },
    'customerName: Too big: expected string to have <=5 characters',
    'Name des Kunden darf höchstens 5 Zeichen lang sein.',
    'Naam van de klant mag hoogstens 5 tekens lang zijn.',
  ],
  [
    'too small (list)',
    { tags: [] },
    'tags: Too small: expected array to have >=1 items',
    'tags braucht mindestens 1 Eintrag.',
    'tags heeft minstens 1 item nodig.',
  ],
  [
    'too small (strictly positive)',
    { laneId: 0 },
    'laneId: Too small: expected number to be >0',
    'Bahn muss größer als 0 sein.',
    'Baan moet groter zijn dan 0.',
  ],
  [
    'not a number',
    { playerCount: 'two' },
    'playerCount: Invalid input: expected number, received string',
    'Anzahl der Spieler muss eine Zahl sein.',
    'Aantal spelers moet een getal zijn.',
  ],
  [
    'missing',
    { customerName: undefined },
    'customerName: Invalid input: expected string, received undefined',
    'Name des Kunden fehlt.',
    'Naam van de klant ontbreekt.',
  ],
  [
    'wrong option',
    { language: 'fr' },
    'language: Invalid option: expected one of "en"|"de"|"nl"',
    'Sprache muss eines davon sein: en, de, nl.',
    'Taal moet een van deze zijn: en, de, nl.',
  ],
  [
    'bad date',
    { date: '10/06/2026' },
    'date: Invalid ISO date',
    'date muss ein Datum der Form JJJJ-MM-TT sein.',
    'date moet een datum zijn in de vorm JJJJ-MM-DD.',
  ],
  [
    'bad date and time',
    { reservedTime: 'tomorrow' },
    'reservedTime: Invalid ISO datetime',
    'Datum und Uhrzeit muss ein Datum mit Uhrzeit sein.',
    'Datum en tijd moet een datum met tijd zijn.',
  ],
];

describe('a request that does not parse, worded for its reader', () => {
  it.each(CASES)('%s', (_kind, change, en, de, nl) => {
    expect(worded(change, 'en-GB')).toBe(en);
    expect(worded(change, 'de-DE,de;q=0.9')).toBe(de);
    expect(worded(change, 'nl')).toBe(nl);
  });

  it('words a schema sentence the catalogue has by its own key', () => {
    const Time = z.object({ at: z.iso.datetime({ error: RESERVATION_TIME_MISSING }) });
    const result = safeParse(Time as unknown as $ZodType, { at: 'soon' });
    if (result.success) throw new Error('expected a refusal');
    const refusal = requestParseRefusal(result.error, Time, { at: 'soon' });
    expect(refusalText(refusal, { headers: {} })).toBe('Please select reservation date and time');
    expect(refusalText(refusal, { headers: { 'accept-language': 'de' } })).toBe(
      'Bitte wählen Sie Datum und Uhrzeit der Reservierung',
    );
  });

  it('names the whole request when the problem is not one field’s', () => {
    const result = safeParse(Body as unknown as $ZodType, 'nonsense');
    if (result.success) throw new Error('expected a refusal');
    const refusal = requestParseRefusal(result.error, Body, 'nonsense');
    expect(refusalText(refusal, { headers: { 'accept-language': 'nl' } })).toBe(
      'Het verzoek heeft niet de juiste vorm.',
    );
  });
});
