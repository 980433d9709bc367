import { describe, expect, it } from 'vitest';
import { Lane, TabletLane } from '../api/lanes';
import * as z from 'zod/mini';
import { tabletLaneOf } from './tabletLane';

const reservedLane: Lane = {
  id: 3,
  number: 3,
  name: 'The Oche',
  status: 'reserved',
  startTime: null,
  duration: 0,
  currentFee: '18.00',
  playerCount: 2,
  players: ['Priya Sharma', 'Tom Okafor'],
  gameMode: '501',
  sets: 1,
  legs: 3,
  reservedBy: 'Mrs Booker',
  reservedUntil: '2026-06-10T20:00:00.000Z',
  prepaidAmount: '25.00',
  isInTournament: false,
  tournamentId: null,
  tournamentName: null,
  sessionDuration: 0,
  nextReservation: { reservedTime: '2026-06-10T21:00:00.000Z', customerName: 'Next Customer' },
  timeUntilNextReservation: 120,
  canFit30Min: true,
  canFit1Hour: true,
  canFit90Min: true,
  canFit2Hour: false,
  canFit150Min: false,
  canFit3Hour: false,
};

describe('tabletLaneOf: what a paired tablet may know about its lane', () => {
  const tablet = tabletLaneOf(reservedLane);
  const text = JSON.stringify(tablet);

  it.each([
    ['the name the current booking was made in', 'Mrs Booker'],
    ['the name the next booking was made in', 'Next Customer'],
    ['the players of the session', 'Priya Sharma'],
    ['what was prepaid', '25.00'],
    ['the running fee', '18.00'],
  ])('leaves out %s', (_what, value) => {
    expect(text).not.toContain(value);
  });

  it.each([
    ['the lane and its status', { id: 3, number: 3, name: 'The Oche', status: 'reserved' }],
    ['the game settings', { gameMode: '501', sets: 1, legs: 3 }],
    [
      'when the lane is next booked, not by whom',
      { nextReservation: { reservedTime: '2026-06-10T21:00:00.000Z' } },
    ],
    ['the tournament flag', { isInTournament: false, tournamentId: null }],
  ])('keeps %s', (_what, fields) => {
    expect(tablet).toMatchObject(fields);
  });

  it('has exactly the fields of the TabletLane contract, so the socket schema accepts it', () => {
    expect(Object.keys(tablet).sort()).toEqual(Object.keys(TabletLane.shape).sort());
    expect(z.strictObject(TabletLane.shape).safeParse(tablet).success).toBe(true);
    expect(tabletLaneOf({ ...reservedLane, nextReservation: null }).nextReservation).toBeNull();
  });

  it('is not mistaken for a staff lane', () => {
    expect(Lane.safeParse(tablet).success).toBe(false);
  });
});
