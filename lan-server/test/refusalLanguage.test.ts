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

async function refusal(res: Response): Promise<{ status: number; message: string; code: string }> {
  const body = (await res.json()) as { message: string; code: string };
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
    });
    expect((await refusal(await send('nl'))).message).toBe('Aantal spelers moet een getal zijn.');
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
