import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

// The harness clock reads Wednesday 2026-06-10 12:00 UTC (13:00 in London).
let t: TestServer;
afterEach(async () => t?.close());

const booking = {
  laneId: 2,
  customerName: 'Ada',
  contactInfo: '07700 900123',
  emailAddress: 'ada@example.com',
  playerCount: 2,
  reservedTime: '2026-06-10T16:00:00.000Z',
  duration: 60,
  prepaidAmount: '0.00',
};

async function refusal(
  res: Response,
): Promise<{ status: number; message: string; code: string; field?: string }> {
  const body = (await res.json()) as { message: string; code: string; field?: string };
  return { status: res.status, ...body };
}

describe('a refusal reaches the customer in the language their screen asks for', () => {
  it('words the slot taken, a past time and a missing phone by Accept-Language; English as before', async () => {
    t = await startTestServer();
    expect((await t.pub('/api/reservations', { method: 'POST', json: booking })).status).toBe(201);
    const again = (language: string, json: object = booking) =>
      t.pub('/api/reservations', { method: 'POST', json, headers: { 'Accept-Language': language } });

    expect(await refusal(await again('de-DE,de;q=0.9'))).toEqual({
      status: 409,
      code: 'RESERVATION_CONFLICT',
      message: 'Bahn 2 ist zu dieser Zeit schon reserviert',
    });
    expect((await refusal(await again('nl'))).message).toBe('Baan 2 is op dat moment al gereserveerd');
    expect((await refusal(await again('en-GB'))).message).toBe('Lane 2 is already reserved at that time');
    expect((await refusal(await again('fr-FR'))).message).toBe('Lane 2 is already reserved at that time');

    const past = { ...booking, laneId: 3, reservedTime: '2026-06-10T08:00:00.000Z' };
    expect((await refusal(await again('nl', past))).message).toBe(
      'Een tijd in het verleden kan niet worden gereserveerd',
    );
    const noPhone = { ...booking, laneId: 3, contactInfo: ' ' };
    expect((await refusal(await again('de', noPhone))).message).toBe(
      'Bitte geben Sie eine Telefonnummer ein',
    );
  });

  it('words a body that does not parse by the same path, for any endpoint; English as before', async () => {
    t = await startTestServer();
    const send = (language: string) =>
      t.pub('/api/reservations', {
        method: 'POST',
        json: { ...booking, playerCount: 'two' },
        headers: { 'Accept-Language': language },
      });
    expect(await refusal(await send('de-DE'))).toEqual({
      status: 400,
      code: 'VALIDATION',
      message: 'Anzahl der Spieler muss eine Zahl sein.',
      // The field by its path, the same in every language: a form sets the sentence beside it.
      field: 'playerCount',
    });
    expect((await refusal(await send('nl'))).message).toBe('Aantal spelers moet een getal zijn.');
    expect((await refusal(await send('en'))).field).toBe('playerCount');
    expect((await refusal(await send('en'))).message).toBe(
      'playerCount: Invalid input: expected number, received string',
    );
  });

  it('words the public door’s rate limit in the reader’s language', async () => {
    t = await startTestServer({ publicRequestsPerMinute: 1 });
    const read = () => t.pub('/api/public/settings', { headers: { 'Accept-Language': 'nl-NL' } });
    await read();
    expect(await refusal(await read())).toEqual({
      status: 429,
      code: 'THROTTLED',
      message: 'Te veel verzoeken. Wacht een minuut en probeer het opnieuw.',
    });
  });
});

describe('the staff’s and the tablet’s refusals reach them in their language too', () => {
  const names = (n: number) => Array.from({ length: n }, (_, i) => `Player ${i + 1}`);
  const cup = {
    tournament: { name: 'Cup Night', gameMode: '501', matchFormat: 'best_of_3', groupCount: 2, duration: 3 },
    players: names(5),
  };

  it('words a tournament refusal, a darts refusal and a body that is not JSON; English as before', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const ask = (language: string, path: string, init: RequestInit & { json?: unknown } = {}) =>
      t.lan(path, { cookie, ...init, headers: { 'Accept-Language': language } });

    const createCup = (language: string) =>
      ask(language, '/api/tournaments/group-knockout', { method: 'POST', json: cup });
    expect(await refusal(await createCup('de-DE,de;q=0.9'))).toEqual({
      status: 400,
      code: 'VALIDATION',
      message: 'Mindestens 6 Spieler nötig',
    });
    expect((await refusal(await createCup('nl'))).message).toBe('Minstens 6 spelers nodig');
    expect((await refusal(await createCup('en'))).message).toBe('At least 6 players required');

    const start = await ask('de', '/api/lanes/1/start', {
      method: 'POST',
      json: { duration: 1, players: ['Ann', 'Bob'] },
    });
    expect(start.status).toBe(200);
    const { gameId } = (await (await ask('de', '/api/lanes/1/game')).json()) as { gameId: string };
    const undo = (language: string) =>
      ask(language, '/api/lanes/1/score', {
        method: 'POST',
        json: { gameId, action: { type: 'undo' }, version: 0 },
      });
    expect(await refusal(await undo('de'))).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'In dieser Aufnahme gibt es keinen Dart zum Zurücknehmen',
    });
    expect((await refusal(await undo('nl-BE'))).message).toBe(
      'Er zijn geen pijlen om ongedaan te maken in deze beurt',
    );
    expect((await refusal(await undo('en-GB'))).message).toBe('No darts to undo in this turn');

    const notJson = (language: string) =>
      t.lan('/api/tournaments', {
        method: 'POST',
        cookie,
        body: '{"name": ',
        headers: { 'Accept-Language': language, 'content-type': 'application/json' },
      });
    expect(await refusal(await notJson('de'))).toEqual({
      status: 400,
      code: 'BAD_JSON',
      message: 'Der Inhalt der Anfrage ist kein gültiges JSON',
    });
    expect((await refusal(await notJson('nl'))).message).toBe(
      'De inhoud van het verzoek is geen geldige JSON',
    );
    expect((await refusal(await notJson('en'))).message).toBe('Request body is not valid JSON');

    const nowhere = await ask('de', '/api/no-such-thing');
    expect(await refusal(nowhere)).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Diesen Endpunkt gibt es nicht: GET /api/no-such-thing',
    });
  });
});
