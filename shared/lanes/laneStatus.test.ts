import { describe, expect, it } from 'vitest';
import { deriveLane, effectiveStatus, laneStatusFrom } from './laneStatus';
import { LONDON, at, block, laneRecord } from './testBlocks';

/** Alice's booking: 18:00–19:00 on 21 Nov, £10 prepaid. */
const ALICE = block('reservation', '2026-11-21T18:00:00Z', 60, { prepaidAmount: '10.00' });

describe('effectiveStatus: when a lane shows reserved (pinned clock)', () => {
  it.each([
    ['available with nothing booked stays available', 'available', [], '2026-11-21T18:00:00Z', 'available'],
    [
      'a minute before the booking starts: still available',
      'available',
      [ALICE],
      '2026-11-21T17:59:00Z',
      'available',
    ],
    ['the booking starts: reserved', 'available', [ALICE], '2026-11-21T18:00:00Z', 'reserved'],
    [
      'unused half-way through: still reserved (the customer may be late)',
      'available',
      [ALICE],
      '2026-11-21T18:30:00Z',
      'reserved',
    ],
    [
      'a second before the booked time ends: reserved',
      'available',
      [ALICE],
      '2026-11-21T18:59:59Z',
      'reserved',
    ],
    ['its time passes unused: available again', 'available', [ALICE], '2026-11-21T19:00:00Z', 'available'],
    [
      'cancelled (no longer an active block): available',
      'available',
      [],
      '2026-11-21T18:30:00Z',
      'available',
    ],
    [
      'activated: the lane is occupied, not reserved',
      'occupied',
      [ALICE],
      '2026-11-21T18:30:00Z',
      'occupied',
    ],
    [
      'a board in maintenance stays in maintenance',
      'maintenance',
      [ALICE],
      '2026-11-21T18:30:00Z',
      'maintenance',
    ],
    ['a board in test stays in test', 'test', [ALICE], '2026-11-21T18:30:00Z', 'test'],
    [
      'a tournament block does not make the lane reserved',
      'available',
      [block('tournament', '2026-11-21T18:00:00Z', 120)],
      '2026-11-21T18:30:00Z',
      'available',
    ],
  ])('%s', (_rule, stored, blocks, now, shown) => {
    expect(effectiveStatus(laneRecord({ status: laneStatusFrom(stored) }), blocks, at(now))).toBe(shown);
  });
});

describe('laneStatusFrom: a stored status read into the closed set', () => {
  it.each([
    ['a known status is kept', 'occupied', 'occupied'],
    ['a status this version does not know reads as out of service', 'broken', 'maintenance'],
    ['an empty one too', '', 'maintenance'],
  ])('%s', (_rule, stored, read) => {
    expect(laneStatusFrom(stored)).toBe(read);
  });
});

describe('effectiveStatus: a lane playing a tournament match', () => {
  const inMatch = { isInTournament: true, tournamentId: 't1', tournamentName: 'Friday Cup' };
  it.each([
    ['an available lane holding a match shows tournament', 'available', [], 'tournament'],
    ['ahead of a booking that has started on it', 'available', [ALICE], 'tournament'],
    ['a board taken out of service stays out of service', 'maintenance', [], 'maintenance'],
  ])('%s', (_rule, stored, blocks, shown) => {
    const record = laneRecord({ status: laneStatusFrom(stored), ...inMatch });
    expect(effectiveStatus(record, blocks, at('2026-11-21T18:30:00Z'))).toBe(shown);
  });

  it('the lane carries the status and the tournament’s name', () => {
    const lane = deriveLane(laneRecord(inMatch), [], at('2026-11-21T12:00:00Z'), LONDON);
    expect(lane).toMatchObject({ status: 'tournament', tournamentName: 'Friday Cup' });
  });
});

describe('deriveLane: the lane every response carries', () => {
  it.each([
    [
      'reserved: Reserved Until the booking end, by its customer, with its prepaid amount',
      '2026-11-21T18:10:00Z',
      {
        status: 'reserved',
        reservedBy: 'Alice',
        reservedUntil: '2026-11-21T19:00:00.000Z',
        prepaidAmount: '10.00',
      },
    ],
    [
      'available with a booking later today: the next booking is described',
      '2026-11-21T15:00:00Z',
      {
        status: 'available',
        reservedBy: 'Alice',
        reservedUntil: '2026-11-21T19:00:00.000Z',
        prepaidAmount: '10.00',
      },
    ],
    [
      'available after the booking: nothing stale is left behind',
      '2026-11-21T19:00:00Z',
      { status: 'available', reservedBy: null, reservedUntil: null, prepaidAmount: '0.00' },
    ],
  ])('%s', (_rule, now, expected) => {
    const stale = laneRecord({
      reservedBy: 'Old',
      reservedUntil: '2026-11-20T10:00:00.000Z',
      prepaidAmount: '5.00',
    });
    expect(deriveLane(stale, [ALICE], at(now), LONDON)).toMatchObject(expected);
  });

  it('reads only its own blocks: another lane’s booking changes nothing', () => {
    const other = { ...ALICE, laneId: 2 };
    const lane = deriveLane(laneRecord(), [other], at('2026-11-21T18:10:00Z'), LONDON);
    expect(lane).toMatchObject({
      status: 'available',
      nextReservation: null,
      canFit3Hour: true,
      reservedBy: null,
    });
  });

  it('an occupied lane keeps what its session stored and still carries the derived fields', () => {
    const record = laneRecord({ status: 'occupied', reservedBy: 'Alice', players: ['A', 'B'] });
    const lane = deriveLane(record, [ALICE], at('2026-11-21T18:10:00Z'), LONDON);
    expect(lane).toMatchObject({
      status: 'occupied',
      reservedBy: 'Alice',
      players: ['A', 'B'],
      canFit30Min: false,
    });
    expect(lane.nextReservation).toEqual({ reservedTime: '2026-11-21T18:00:00.000Z', customerName: 'Alice' });
  });

  it('a booking without a prepaid amount shows 0.00', () => {
    const lane = deriveLane(
      laneRecord(),
      [block('reservation', '2026-11-21T18:00:00Z', 60)],
      at('2026-11-21T18:10:00Z'),
      LONDON,
    );
    expect(lane.prepaidAmount).toBe('0.00');
  });
});
