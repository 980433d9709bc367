/**
 * Round robin as a whole tournament (tournament type round_robin, docs/behaviour.md#round-robin): every
 * player meets every other once, and the table decides.
 *
 * - The schedule is the circle method (fixtures.ts): seat the players round a table, keep one seat fixed and
 *   turn the others one place each round. n players need n-1 rounds; an odd field adds an empty seat, and
 *   whoever faces it rests that round (a bye), so n rounds with everyone resting exactly once.
 * - The table counts 2 points a win, and players level on points are separated by the tie-breakers
 *   (docs/behaviour.md#group-standings) in the tournament's order — by default points, leg difference, head-to-head, legs won (standings.ts).
 *   The final placing is the table's order.
 */
import { roundRobinFixtures, type Fixture } from './fixtures';
import { standingsFor, tieBreakersFrom, type PlayedGame, type Standing } from './standings';

export function roundRobinSchedule(players: readonly string[]): Fixture[] {
  return roundRobinFixtures(players);
}

export function roundRobinRounds(playerCount: number): number {
  if (playerCount < 2) return 0;
  return playerCount % 2 === 0 ? playerCount - 1 : playerCount;
}

/** Who rests in this round (odd fields only): the player with no fixture in it. */
export function restingIn(players: readonly string[], fixtures: readonly Fixture[], round: number): string[] {
  const busy = new Set(fixtures.filter((f) => f.round === round).flatMap((f) => [f.home, f.away]));
  return players.filter((p) => !busy.has(p));
}

/** The table by the tournament's tie-breakers (unknown names dropped, empty → the default order). */
export function roundRobinStandings(
  players: readonly string[],
  games: readonly PlayedGame[],
  tieBreakers: readonly string[] | null,
): Standing[] {
  return standingsFor(players, games, tieBreakersFrom(tieBreakers));
}
