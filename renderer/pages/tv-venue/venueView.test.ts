import { describe, expect, it } from 'vitest';
import type { VenueLane } from '../../../shared/api/venue';
import { LEADERBOARD_COLUMNS, laneDoing, laneTitle, legsText } from './venueView';

const lane = (changes: Partial<VenueLane>): VenueLane => ({
  laneId: 10,
  number: 10,
  name: '',
  status: 'available',
  match: null,
  game: null,
  ...changes,
});
const game: VenueLane['game'] = { mode: '501', currentPlayer: 0, legWinner: null, turn: [], players: [] };
const match = { tournamentName: 'Friday Cup', stage: 'Group A' };

describe('the TV venue view texts', () => {
  it('averages show two decimals, counts and checkouts as whole numbers', () => {
    expect(LEADERBOARD_COLUMNS.map((c) => c.format(100.5))).toEqual(['100.5', '100.5', '100.50']);
    expect(LEADERBOARD_COLUMNS.map((c) => c.format(3))).toEqual(['3', '3', '3.00']);
  });

  it.each([
    ['a named lane shows its name', 'VIP Lane', 'VIP Lane'],
    ['a lane with no name shows its number', '', 'Lane 10'],
    ['a name of spaces counts as none', '   ', 'Lane 10'],
  ])('%s', (_what, name, title) => {
    expect(laneTitle(lane({ name }))).toBe(title);
  });

  it.each([
    ['no leg won yet', { legs: 0, sets: 0 }, 'Legs 0'],
    ['one leg won', { legs: 1, sets: 0 }, 'Legs 1'],
    ['a set won', { legs: 0, sets: 1 }, 'Sets 1 · Legs 0'],
  ])('legs in words: %s', (_what, player, text) => {
    expect(legsText(player)).toBe(text);
  });

  it.each([
    ['a game on: its mode', lane({ status: 'occupied', game }), '501'],
    ['a match waiting to start', lane({ status: 'tournament', match }), 'Tournament Match'],
    ['a match on a lane whose status still reads available', lane({ match }), 'Tournament Match'],
    ['a free lane', lane({}), 'Available'],
    ['a lane out of service', lane({ status: 'maintenance' }), 'Maintenance'],
  ])('what the lane is doing: %s', (_what, l, text) => {
    expect(laneDoing(l)).toBe(text);
  });
});
