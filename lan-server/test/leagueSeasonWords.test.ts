import { afterEach, describe, expect, it } from 'vitest';
import type { SeasonClash } from '../../shared/api/leagues';
import { refusalText } from '../../server-kit/refusals';
import { DomainError } from '../services/domainError';
import { refuseClashes } from '../services/leagueSeasons';
import { startTestServer, type TestServer } from './harness';
import { eightTeamLeague, json, roster, TUESDAY_SEASON } from './leagueSetup';

/**
 * A season's draw refused in the reader's language (docs/i18n.md, 'Refusals'): the clash sentence with each
 * clashing booking worded (the lane from its number, the night's day as the language writes a day, an
 * unnamed holder), and a division's problem with the division's name. English is the sentence it always was.
 */

// The harness clock reads Wednesday 2026-06-10 12:00 UTC; the venue is in London, open 09:00–23:00.
let t: TestServer;
afterEach(async () => t?.close());

const GERMAN = 'de-DE,de;q=0.9,en;q=0.5';
const reader = (language: string) => ({ headers: { 'accept-language': language } });

async function seasonRefusal(leagueId: string, cookie: string, language?: string) {
  const res = await t.lan(`/api/leagues/${leagueId}/seasons`, {
    method: 'POST',
    cookie,
    json: TUESDAY_SEASON,
    headers: language ? { 'accept-language': language } : {},
  });
  return { status: res.status, ...(await json<{ message: string; code: string }>(res)) };
}

describe('a season clashing with bookings', () => {
  it('lists five clashes and how many more in the reader’s language, English unchanged', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const { leagueId } = await eightTeamLeague(t, cookie);
    // Six Tuesdays of the season, each with Ada's booking on lane 2 at 19:30 London time.
    for (const day of ['06-16', '06-23', '06-30', '07-07', '07-14', '07-21']) {
      const booked = await t.lan('/api/reservations', {
        method: 'POST',
        cookie,
        json: {
          laneId: 2,
          customerName: 'Ada Lovelace',
          playerCount: 2,
          reservedTime: `2026-${day}T18:30:00.000Z`,
          duration: 60,
          prepaidAmount: '0.00',
          contactInfo: '07700 900123',
          emailAddress: 'ada@example.com',
        },
      });
      expect(booked.status).toBe(201);
    }
    const five = (lane: string, on: string, days: string[]) =>
      days.map((day) => `${lane} ${on} ${day} (Ada Lovelace, 19:30–20:30)`).join('; ');

    expect(await seasonRefusal(leagueId, cookie)).toEqual({
      status: 409,
      code: 'LANE_NOT_AVAILABLE',
      message: `The league nights clash with 6 bookings: ${five('Lane 2', 'on', ['2026-06-16', '2026-06-23', '2026-06-30', '2026-07-07', '2026-07-14'])} and 1 more. Move them, or take the lanes anyway with a reason.`,
    });
    expect(await seasonRefusal(leagueId, cookie, GERMAN)).toEqual({
      status: 409,
      code: 'LANE_NOT_AVAILABLE',
      message: `Die Ligaabende überschneiden sich mit 6 Reservierungen: ${five('Bahn 2', 'am', ['16. Juni 2026', '23. Juni 2026', '30. Juni 2026', '7. Juli 2026', '14. Juli 2026'])} und 1 weitere. Verlegen Sie sie oder belegen Sie die Bahnen trotzdem mit einer Begründung.`,
    });
    expect(await seasonRefusal(leagueId, cookie, 'nl')).toEqual({
      status: 409,
      code: 'LANE_NOT_AVAILABLE',
      message: `De competitieavonden botsen met 6 reserveringen: ${five('Baan 2', 'op', ['16 jun 2026', '23 jun 2026', '30 jun 2026', '7 jul 2026', '14 jul 2026'])} en nog 1. Verplaats ze, of neem de banen toch, met een reden.`,
    });
  });

  it('words a holder with no name of its own', async () => {
    t = await startTestServer();
    const clash = (kind: string, holder: string): SeasonClash => ({
      date: '2026-06-16',
      laneId: 3,
      laneNumber: 3,
      kind,
      start: '2026-06-16T18:00:00.000Z',
      end: '2026-06-16T19:00:00.000Z',
      holder,
      reservationId: null,
    });
    let refused: unknown;
    try {
      refuseClashes(
        t.server.ctx,
        [clash('session', 'A lane session'), clash('tournament', 'Summer Cup')],
        '',
      );
    } catch (err) {
      refused = err;
    }
    if (!(refused instanceof DomainError)) throw new Error('the clashes were not refused');
    expect(refused.message).toBe(
      'The league nights clash with 2 bookings: Lane 3 on 2026-06-16 (A lane session, 19:00–20:00); Lane 3 on 2026-06-16 (Summer Cup, 19:00–20:00). Move them, or take the lanes anyway with a reason.',
    );
    expect(refusalText(refused, reader('de'))).toBe(
      'Die Ligaabende überschneiden sich mit 2 Reservierungen: Bahn 3 am 16. Juni 2026 (Eine Sitzung auf der Bahn, 19:00–20:00); Bahn 3 am 16. Juni 2026 (Summer Cup, 19:00–20:00). Verlegen Sie sie oder belegen Sie die Bahnen trotzdem mit einer Begründung.',
    );
    expect(refusalText(refused, reader('nl'))).toContain('(Een sessie op de baan, 19:00–20:00)');
  });
});

describe('a division that cannot be drawn', () => {
  it('names the division and words its problem', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const { leagueId } = await eightTeamLeague(t, cookie);
    const division = await t.lan(`/api/leagues/${leagueId}/divisions`, {
      method: 'POST',
      cookie,
      json: { name: 'Premier' },
    });
    const { id: premier } = await json<{ id: string }>(division);
    const team = await t.lan(`/api/league-divisions/${premier}/teams`, {
      method: 'POST',
      cookie,
      json: { name: 'Lone Wolves', players: roster('Lone Wolves') },
    });
    expect(team.status).toBe(201);

    expect(await seasonRefusal(leagueId, cookie)).toEqual({
      status: 400,
      code: 'VALIDATION',
      message: 'Premier: A division needs at least two teams to draw fixtures.',
    });
    expect(await seasonRefusal(leagueId, cookie, GERMAN)).toEqual({
      status: 400,
      code: 'VALIDATION',
      message: 'Premier: Eine Staffel braucht mindestens zwei Teams, um Begegnungen auszulosen.',
    });
    expect(await seasonRefusal(leagueId, cookie, 'nl-NL')).toEqual({
      status: 400,
      code: 'VALIDATION',
      message: 'Premier: Een klasse heeft minstens twee teams nodig om wedstrijden in te delen.',
    });
  });
});
