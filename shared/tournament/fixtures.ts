/**
 * Round-robin fixtures inside one group (each group shows standings and fixtures:
 * docs/behaviour.md#group-knockout).
 *
 * Every pair of players meets exactly once. Games are ordered by round with the circle method: in each
 * round every player plays at most once (an odd group gives one player a rest per round), so a venue
 * with enough lanes can run a whole round at once and nobody plays twice in a row while others wait.
 */
export interface Fixture {
  /** 1-based round; stored as the game's roundNumber. */
  round: number;
  home: string;
  away: string;
}

/**
 * Who is home (throws first) when players at draw positions i and j meet, so that everybody is home in
 * half their games. Among an odd number m of players, i is home against the (m-1)/2 players following
 * it round the circle; in an even group the last player is kept out of that circle and is home against
 * every other player, alternately.
 */
function isHome(i: number, j: number, groupSize: number): boolean {
  const odd = groupSize % 2 === 1 ? groupSize : groupSize - 1;
  if (i === odd) return j % 2 === 0;
  if (j === odd) return i % 2 === 1;
  return (j - i + odd) % odd <= (odd - 1) / 2;
}

/**
 * The circle method itself, on seat numbers: seat 0 stays put and the other seats move one place round the
 * table each round. Each round pairs the seat at place k with the seat opposite it (place seatCount-1-k),
 * listed from k = 0 (seat 0's game) outwards. `seatCount` must be even; an odd field adds an empty seat
 * for its rest, and the caller decides which seat number that is (the league's draw fixes the rest at
 * seat 0 so its home/away rule holds week by week: shared/league/fixtures.ts).
 */
export function circleRounds(seatCount: number): [number, number][][] {
  if (seatCount < 2 || seatCount % 2 === 1) return [];
  const seats = Array.from({ length: seatCount }, (_, i) => i);
  const rounds: [number, number][][] = [];
  for (let round = 1; round < seatCount; round++) {
    rounds.push(
      Array.from({ length: seatCount / 2 }, (_, k): [number, number] => [seats[k], seats[seatCount - 1 - k]]),
    );
    // Rotate every seat but the first one place clockwise.
    seats.splice(1, 0, seats.pop() as number);
  }
  return rounds;
}

export function roundRobinFixtures(players: readonly string[]): Fixture[] {
  if (players.length < 2) return [];
  // An odd group's empty seat is the last seat number: whoever faces it rests that round.
  const rest = players.length;
  const fixtures: Fixture[] = [];
  circleRounds(players.length + (players.length % 2)).forEach((pairs, i) => {
    for (const [a, b] of pairs) {
      if (a === rest || b === rest) continue;
      const [home, away] = isHome(a, b, players.length) ? [a, b] : [b, a];
      fixtures.push({ round: i + 1, home: players[home], away: players[away] });
    }
  });
  return fixtures;
}
