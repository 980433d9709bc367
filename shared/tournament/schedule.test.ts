import { describe, expect, it } from 'vitest';
import { planMatches, type SchedulableGame, type SchedulableLane } from './schedule';

const NOW = new Date('2026-06-12T18:00:00.000Z');
const game = (
  id: string,
  status = 'pending',
  home: string | null = 'Ann',
  away: string | null = 'Bob',
): SchedulableGame => ({ id, status, home, away });
const lane = (id: number, status = 'available', isInTournament = false): SchedulableLane => ({
  id,
  status,
  isInTournament,
});
const show = (plan: ReturnType<typeof planMatches>) =>
  plan.map((m) => `${m.gameId}@${m.laneId} ${m.scheduledTime.slice(11, 16)}`);

describe('planMatches: pending games onto available lanes, 30 minutes apart from now', () => {
  // prettier-ignore
  it.each([
    ['one game per lane, times 30 minutes apart', [game('g1'), game('g2')], [lane(1), lane(2)], ['g1@1 18:00', 'g2@2 18:30']],
    ['no more games than lanes', [game('g1'), game('g2'), game('g3')], [lane(4), lane(5)], ['g1@4 18:00', 'g2@5 18:30']],
    ['only pending games', [game('g1', 'active'), game('g2', 'completed'), game('g3')], [lane(1)], ['g3@1 18:00']],
    ['a game with a TBD side waits', [game('g1', 'pending', 'Ann', null), game('g2')], [lane(1)], ['g2@1 18:00']],
    ['occupied, reserved and maintenance lanes are skipped', [game('g1')], [lane(1, 'occupied'), lane(2, 'reserved'), lane(3, 'maintenance'), lane(4)], ['g1@4 18:00']],
    ['a lane already hosting a tournament match is skipped', [game('g1')], [lane(1, 'available', true), lane(2)], ['g1@2 18:00']],
    ['nothing to schedule without lanes', [game('g1')], [], []],
    ['nothing to schedule without pending games', [game('g1', 'completed')], [lane(1)], []],
  ])('%s', (_rule, games, lanes, plan) => {
    expect(show(planMatches(games, lanes, NOW))).toEqual(plan);
  });
});
