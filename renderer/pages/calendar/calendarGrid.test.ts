import { describe, expect, it } from 'vitest';
import type { Lane } from '../../../shared/api/lanes';
import type { Reservation } from '../../../shared/api/reservations';
import type { Tournament } from '../../../shared/api/tournaments';
import { DEFAULT_SETTINGS } from '../../../shared/api/settings';
import {
  calendarBlocks,
  calendarLanes,
  cellAt,
  dayView,
  monthPage,
  openingRow,
  reservationDays,
  reservationsOn,
} from './calendarGrid';

const ZONE = 'Europe/London';
const reservation = (over: Partial<Reservation>): Reservation => ({
  id: 'r1',
  laneId: 1,
  customerName: 'Ada',
  playerCount: 2,
  reservedTime: '2026-06-10T17:00:00.000Z',
  duration: 60,
  prepaidAmount: '0.00',
  contactInfo: null,
  emailAddress: null,
  status: 'active',
  tournamentId: null,
  isStaffOverride: false,
  overrideReason: null,
  createdBy: null,
  createdAt: '2026-06-01T10:00:00.000Z',
  ...over,
});
const lane = (id: number, over: Partial<Lane> = {}) =>
  ({
    id,
    number: id,
    name: '',
    status: 'available',
    startTime: null,
    sessionDuration: 3600,
    ...over,
  }) as Lane;
const tournament = {
  id: 't1',
  name: 'Cup',
  status: 'setup',
  selectedLanes: [2],
  scheduledDate: '2026-06-10T18:00:00.000Z',
  duration: 2,
} as Tournament;

const blocks = calendarBlocks(
  [reservation({}), reservation({ id: 'r2', status: 'cancelled', laneId: 3 })],
  [tournament],
  [
    lane(1),
    lane(2),
    lane(3, { status: 'occupied', startTime: '2026-06-10T16:00:00.000Z' }),
    // Lane 4 plays a match of a cup running past its planned hours.
    lane(4, { status: 'tournament', tournamentId: 't9', tournamentName: 'Late Cup' }),
  ],
  new Date('2026-06-10T21:10:00.000Z'),
);

describe('staff calendar grid', () => {
  it.each([
    ['a reservation cell', 1, '2026-06-10T17:30:00.000Z', 'reserved'],
    ['free time', 1, '2026-06-10T18:00:00.000Z', 'available'],
    ['a tournament cell', 2, '2026-06-10T19:30:00.000Z', 'tournament'],
    ['a running session', 3, '2026-06-10T16:30:00.000Z', 'in_use'],
    ['a cancelled reservation leaves the cell free', 3, '2026-06-10T17:00:00.000Z', 'available'],
    [
      'a lane playing a match: the half hour of now is the tournament’s',
      4,
      '2026-06-10T21:00:00.000Z',
      'tournament',
    ],
    ['a lane playing a match: later is not known to be taken', 4, '2026-06-10T21:30:00.000Z', 'available'],
  ])('%s', (_rule, laneId, start, kind) => {
    expect(cellAt(laneId, start, blocks).kind).toBe(kind);
  });

  it('names the tournament in the cell of a lane playing its match', () => {
    const cell = cellAt(4, '2026-06-10T21:00:00.000Z', blocks);
    expect(cell.kind === 'tournament' && cell.block.tournamentName).toBe('Late Cup');
  });

  it('draws a league night on its season’s lanes for its hours, named after the league, and no other', () => {
    const night = {
      seasonId: 's1',
      name: 'Tuesday League — Summer 2026',
      lanes: [5, 6],
      startsAt: '2026-06-10T18:00:00.000Z',
      endsAt: '2026-06-10T21:00:00.000Z',
    };
    const withLeague = calendarBlocks([], [], [lane(5), lane(6), lane(7)], new Date(0), [night]);
    const cell = cellAt(5, '2026-06-10T20:30:00.000Z', withLeague);
    expect(cell.kind === 'tournament' && cell.block.leagueName).toBe('Tuesday League — Summer 2026');
    expect(cellAt(6, '2026-06-10T18:00:00.000Z', withLeague).kind).toBe('tournament');
    expect(cellAt(5, '2026-06-10T21:00:00.000Z', withLeague).kind).toBe('available');
    expect(cellAt(7, '2026-06-10T18:00:00.000Z', withLeague).kind).toBe('available');
  });

  it('shows at most the first 10 lanes, by number', () => {
    const many = Array.from({ length: 12 }, (_, i) => lane(12 - i));
    expect(calendarLanes(many).map((l) => l.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('dots and counts days by the venue date of active reservations', () => {
    const late = reservation({ id: 'late', reservedTime: '2026-06-10T23:30:00.000Z' }); // 00:30 BST on the 11th
    const venue = { timezone: ZONE, operatingHours: DEFAULT_SETTINGS.operatingHours };
    expect([...reservationDays([reservation({}), late], venue)]).toEqual(['2026-06-10', '2026-06-11']);
    expect(reservationsOn([reservation({}), late], '2026-06-10', venue)).toHaveLength(1);
  });

  it('a Wednesday open to 01:00 counts its 00:30 booking on Wednesday, and shows its row', () => {
    const late = reservation({ id: 'late', reservedTime: '2026-06-10T23:30:00.000Z' }); // 00:30 BST on the 11th
    const operatingHours = {
      ...DEFAULT_SETTINGS.operatingHours,
      wednesday: { start: '12:00', end: '01:00', closed: false },
    };
    const venue = { ...DEFAULT_SETTINGS, operatingHours };
    expect([...reservationDays([reservation({}), late], venue)]).toEqual(['2026-06-10']);
    expect(reservationsOn([reservation({}), late], '2026-06-10', venue)).toHaveLength(2);
    const view = dayView('2026-06-10', venue);
    expect(view.kind === 'grid' ? view.rows.at(-1) : null).toBe('2026-06-10T23:30:00.000Z');
  });

  it.each([
    ['an open day has half-hour rows from opening to closing', 'open', 28],
    ['a closed day says so', 'closed', 'Closed on Wednesday'],
  ])('%s', (_rule, kind, expected) => {
    const hours = {
      ...DEFAULT_SETTINGS.operatingHours,
      wednesday: { start: '09:00', end: '23:00', closed: kind === 'closed' },
    };
    const view = dayView('2026-06-10', { ...DEFAULT_SETTINGS, operatingHours: hours });
    expect(view.kind === 'grid' ? view.rows.length : view.text).toBe(expected);
  });
});

describe('past half hours, and where the grid opens', () => {
  const now = new Date('2026-06-10T18:10:00.000Z');
  it.each([
    ['a free half hour that is over is past', '2026-06-10T17:30:00.000Z', 'past'],
    ['the half hour under way is still available', '2026-06-10T18:00:00.000Z', 'available'],
    ['a later one is available', '2026-06-10T19:00:00.000Z', 'available'],
  ])('%s', (_rule, start, kind) => {
    expect(cellAt(9, start, [], now).kind).toBe(kind);
  });

  it('without a clock nothing is past (the old reading)', () => {
    expect(cellAt(9, '2000-01-01T10:00:00.000Z', []).kind).toBe('available');
  });

  const rows = ['2026-06-10T08:00:00.000Z', '2026-06-10T08:30:00.000Z', '2026-06-10T09:00:00.000Z'];
  it.each([
    ['before opening: the first row', '2026-06-10T06:00:00.000Z', rows[0]],
    ['in the middle of a half hour: that row', '2026-06-10T08:45:00.000Z', rows[1]],
    ['the last half hour', '2026-06-10T09:10:00.000Z', rows[2]],
    ['after closing: none', '2026-06-10T09:30:00.000Z', null],
  ])('%s', (_rule, at, row) => {
    expect(openingRow(rows, new Date(at))).toBe(row);
  });
});

describe('the calendar reads a month of bookings at a time', () => {
  it.each([
    [
      { year: 2026, month: 6 },
      { from: '2026-06-01', days: 30 },
    ],
    [
      { year: 2026, month: 2 },
      { from: '2026-02-01', days: 28 },
    ],
    [
      { year: 2028, month: 2 },
      { from: '2028-02-01', days: 29 },
    ],
    [
      { year: 2026, month: 12 },
      { from: '2026-12-01', days: 31 },
    ],
  ])('%j → %j', (month, page) => {
    expect(monthPage(month)).toEqual(page);
  });
});
