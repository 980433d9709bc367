/**
 * Round-robin fixtures inside one group (SPEC §2 'Groups: each group shows standings and fixtures').
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

/** Marks the empty seat that makes an odd group even; whoever draws it rests that round. */
const REST = Symbol('rest');

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

export function roundRobinFixtures(players: readonly string[]): Fixture[] {
  if (players.length < 2) return [];
  const seats: (number | typeof REST)[] = players.map((_, i) => i);
  if (seats.length % 2 === 1) seats.push(REST);
  const n = seats.length;
  const fixtures: Fixture[] = [];
  for (let round = 1; round < n; round++) {
    for (let k = 0; k < n / 2; k++) {
      const a = seats[k];
      const b = seats[n - 1 - k];
      if (a === REST || b === REST) continue;
      const [home, away] = isHome(a, b, players.length) ? [a, b] : [b, a];
      fixtures.push({ round, home: players[home], away: players[away] });
    }
    // Rotate every seat but the first one place clockwise.
    seats.splice(1, 0, seats.pop() as number | typeof REST);
  }
  return fixtures;
}
