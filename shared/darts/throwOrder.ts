/**
 * Who throws first in each leg (docs/behaviour.md#who-throws-first).
 *
 * The rule: the throw alternates from leg to leg. Whoever threw second in the last leg throws first in the
 * next one; with more than two players the first throw moves one place along the list each leg, so everyone
 * opens in turn. The first leg of a game is opened by the first player named (the venue decides who that is,
 * by a throw at the bull or otherwise, before the names are typed). The alternation runs on through a new
 * set and through 'Continue Playing', so nobody opens two legs running.
 *
 * Source: the general playing rules of darts that leagues and pub boards print (rule 4 of the usual 'Darts
 * General Playing Rules': the winner of the bull throws first in the first leg and in every other odd leg,
 * the other player in the even legs), which is also what the common scoring apps do. Earlier versions sent
 * every leg back to the first player, so the first player opened every leg of a match.
 */

/** The player (index) who throws first in the leg after one that `lastFirst` opened, of `playerCount`. */
export function firstThrowerOfNextLeg(lastFirst: number, playerCount: number): number {
  return playerCount < 1 ? 0 : (lastFirst + 1) % playerCount;
}

/**
 * Whether passing the throw from `current` to `next` starts a new round of the leg: a round is every player's
 * turn once counted from the player who opened the leg (`first`), so it ends when the throw comes back round
 * to (or past) that player.
 */
export function startsNewRound(first: number, current: number, next: number, playerCount: number): boolean {
  const place = (player: number) => (player - first + playerCount) % playerCount;
  return place(next) <= place(current);
}
