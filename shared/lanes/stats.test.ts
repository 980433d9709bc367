import { describe, expect, it } from 'vitest';
import { laneStats } from './stats';
import { LONDON, at, block } from './testBlocks';

const LANES = [
  { status: 'available' },
  { status: 'available' },
  { status: 'occupied' },
  { status: 'reserved' },
  { status: 'maintenance' },
  { status: 'test' },
] as const;

describe('laneStats (GET /api/stats)', () => {
  it('a lane playing a tournament match counts as occupied', () => {
    const lanes = [{ status: 'tournament' }, { status: 'occupied' }, { status: 'available' }] as const;
    expect(laneStats(lanes, [], at('2026-11-21T12:00:00Z'), LONDON)).toMatchObject({
      availableLanes: 1,
      occupiedLanes: 2,
    });
  });

  it('counts lanes by the status they show', () => {
    expect(laneStats(LANES, [], at('2026-11-21T12:00:00Z'), LONDON)).toEqual({
      availableLanes: 2,
      occupiedLanes: 1,
      reservedLanes: 1,
      todaysFutureReservations: 0,
    });
  });

  it.each([
    ['a booking later today counts', [block('reservation', '2026-11-21T18:00:00Z', 60)], 1],
    ['a booking under way has started: not future', [block('reservation', '2026-11-21T11:30:00Z', 60)], 0],
    ['a booking tomorrow is not today’s', [block('reservation', '2026-11-22T09:00:00Z', 60)], 0],
    ['a tournament block is not a reservation', [block('tournament', '2026-11-21T18:00:00Z', 120)], 0],
    [
      'several lanes add up',
      [
        block('reservation', '2026-11-21T13:00:00Z', 60),
        block('reservation', '2026-11-21T20:00:00Z', 60, { laneId: 2 }),
      ],
      2,
    ],
  ])('%s', (_rule, blocks, count) => {
    expect(laneStats([], blocks, at('2026-11-21T12:00:00Z'), LONDON).todaysFutureReservations).toBe(count);
  });

  it('in summer "today" ends at midnight BST, not UTC', () => {
    const lateBst = block('reservation', '2026-07-15T23:30:00Z', 60); // 00:30 BST on the 16th
    expect(laneStats([], [lateBst], at('2026-07-15T20:00:00Z'), LONDON).todaysFutureReservations).toBe(0);
  });
});
