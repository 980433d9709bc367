import { describe, expect, it } from 'vitest';
import { reservationBlock, sessionBlock, tournamentBlocks } from './blocks';

const reservation = {
  id: 'r1',
  laneId: 3,
  reservedTime: '2026-06-10T17:00:00Z',
  duration: 90,
  status: 'active' as const,
  customerName: 'Ada',
  playerCount: 2,
  prepaidAmount: '10.00',
};
const tournament = {
  id: 't1',
  name: 'Friday Cup',
  status: 'setup' as const,
  selectedLanes: [1, 2],
  scheduledDate: '2026-06-12T18:00:00.000Z',
  duration: 3,
};

describe('lane blocks from entities (laneBlock.ts definitions)', () => {
  it.each([
    ['an active reservation blocks its duration', 'active', '2026-06-10T18:30:00.000Z'],
    ['a completed reservation blocks nothing', 'completed', null],
    ['a cancelled reservation blocks nothing', 'cancelled', null],
  ] as const)('%s', (_rule, status, end) => {
    expect(reservationBlock({ ...reservation, status })?.end ?? null).toBe(end);
  });

  it('carries what the card and the calendar show of the booking, prepaid amount included', () => {
    expect(reservationBlock(reservation)).toMatchObject({
      kind: 'reservation',
      start: '2026-06-10T17:00:00.000Z',
      customerName: 'Ada',
      playerCount: 2,
      prepaidAmount: '10.00',
      reservationId: 'r1',
    });
  });

  it.each([
    [
      'a tournament in setup blocks each of its lanes for its hours',
      'setup',
      3,
      2,
      '2026-06-12T21:00:00.000Z',
    ],
    ['an active tournament blocks too', 'active', 3, 2, '2026-06-12T21:00:00.000Z'],
    ['without a duration it blocks 2 hours', 'setup', 0, 2, '2026-06-12T20:00:00.000Z'],
    ['a completed tournament blocks nothing', 'completed', 3, 0, null],
    ['a cancelled tournament blocks nothing', 'cancelled', 3, 0, null],
  ] as const)('%s', (_rule, status, duration, count, end) => {
    const blocks = tournamentBlocks({ ...tournament, status, duration });
    expect(blocks).toHaveLength(count);
    expect(blocks[0]?.end ?? null).toBe(end);
  });

  it('a tournament without a date blocks nothing', () => {
    expect(tournamentBlocks({ ...tournament, scheduledDate: null })).toEqual([]);
  });

  it.each([
    [
      'an occupied lane blocks its session length',
      'occupied',
      '2026-06-10T12:00:00.000Z',
      '2026-06-10T13:30:00.000Z',
    ],
    ['an available lane blocks nothing', 'available', '2026-06-10T12:00:00.000Z', null],
    ['an occupied lane without a start blocks nothing', 'occupied', null, null],
  ] as const)('%s', (_rule, status, startTime, end) => {
    expect(sessionBlock({ id: 1, status, startTime, sessionDuration: 5400 })?.end ?? null).toBe(end);
  });
});
