/**
 * Swiss system (tournament type swiss, docs/behaviour.md#swiss): everybody plays every round, nobody is
 * knocked out, and each round pairs players with the same score.
 *
 * The rules, as darts leagues and chess arbiters run a Swiss (the FIDE Dutch system, simplified for a
 * venue with no ratings):
 * - The number of rounds is chosen at setup; by default ⌈log2 n⌉, the fewest rounds after which a player
 *   who wins every game is the only one left with a perfect score.
 * - Before a round players are ranked by points (2 a win, as in the groups), then by seed (the order they
 *   were entered). Each score group is split in half and the top half meets the bottom half (1st v 5th,
 *   2nd v 6th … in a group of 8), so round 1 pairs seed 1 with seed n/2+1. A player left over in a group
 *   "floats" down to the next group.
 * - Nobody meets the same opponent twice. When the preferred pairing would force a rematch — now or in a
 *   later round, since pairings that look fine can leave the last rounds with no way out (six players over
 *   five rounds must end up playing everybody once) — the next best pairing is taken.
 * - With an odd number of players the lowest-ranked player who has not had a bye sits out and scores a win
 *   (2 points, no legs); nobody gets two byes while someone has had none.
 * - The final order: points, then Buchholz (the sum of the points of the opponents one has played: a win
 *   against strong players is worth more), then leg difference, then legs won, then seed.
 */
import { POINTS_FOR_WIN, addResult, type PlayedGame } from './standings';

export function defaultSwissRounds(playerCount: number): number {
  if (playerCount < 2) return 1;
  return Math.ceil(Math.log2(playerCount));
}

/** The most rounds a Swiss of this size can have without a rematch: everyone has met everyone. */
export function maxSwissRounds(playerCount: number): number {
  return Math.max(1, playerCount % 2 === 0 ? playerCount - 1 : playerCount);
}

export interface SwissStanding {
  player: string;
  points: number;
  buchholz: number;
  legsFor: number;
  legsAgainst: number;
  wins: number;
  losses: number;
  byes: number;
}

/**
 * Standings after the games played so far. `players` are in seed order; `games` are completed games; `byes`
 * lists who sat out, once per bye.
 */
export function swissStandings(
  players: readonly string[],
  games: readonly PlayedGame[],
  byes: readonly string[],
): SwissStanding[] {
  const table = new Map<string, SwissStanding>(
    players.map((p) => [
      p,
      { player: p, points: 0, buchholz: 0, legsFor: 0, legsAgainst: 0, wins: 0, losses: 0, byes: 0 },
    ]),
  );
  const opponents = new Map<string, string[]>(players.map((p) => [p, []]));
  for (const g of games) {
    const home = table.get(g.home);
    const away = table.get(g.away);
    if (!home || !away || !addResult(home, away, g)) continue;
    opponents.get(g.home)?.push(g.away);
    opponents.get(g.away)?.push(g.home);
  }
  for (const p of byes) {
    const s = table.get(p);
    if (!s) continue;
    s.byes += 1;
    s.points += POINTS_FOR_WIN;
  }
  for (const s of table.values())
    s.buchholz = (opponents.get(s.player) ?? []).reduce((sum, o) => sum + (table.get(o)?.points ?? 0), 0);
  const seed = new Map(players.map((p, i) => [p, i]));
  return [...table.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.buchholz - a.buchholz ||
      b.legsFor - b.legsAgainst - (a.legsFor - a.legsAgainst) ||
      b.legsFor - a.legsFor ||
      (seed.get(a.player) ?? 0) - (seed.get(b.player) ?? 0),
  );
}

export interface SwissHistory {
  /** Every pairing made so far (played or not), home first. */
  pairs: readonly (readonly [string, string])[];
  /** Who has had a bye, once per bye. */
  byes: readonly string[];
  /** Points so far, for the score groups; a player missing here has 0. */
  points: ReadonlyMap<string, number>;
}

export interface SwissRound {
  pairs: [string, string][];
  bye: string | null;
}

/**
 * How much searching one round may do before it settles for avoiding rematches in this round only. Beyond
 * a handful of rounds per dozen players the look-ahead is never needed; the cap keeps an odd request (20
 * players, 19 rounds) from stalling the server.
 */
const SEARCH_BUDGET = 200_000;

/**
 * Pairs the next round. `players` are in seed order; `roundsLeft` counts the rounds after this one, which
 * must still be pairable without rematches (see the file comment).
 */
export function pairSwissRound(
  players: readonly string[],
  history: SwissHistory,
  roundsLeft = 0,
): SwissRound {
  const seed = new Map(players.map((p, i) => [p, i]));
  const points = (p: string) => history.points.get(p) ?? 0;
  const ranked = [...players].sort(
    (a, b) => points(b) - points(a) || (seed.get(a) ?? 0) - (seed.get(b) ?? 0),
  );
  const idx = new Map(ranked.map((p, i) => [p, i]));
  const n = ranked.length;
  const met: boolean[][] = ranked.map(() => ranked.map(() => false));
  for (const [a, b] of history.pairs) {
    const i = idx.get(a);
    const j = idx.get(b);
    if (i !== undefined && j !== undefined) met[i][j] = met[j][i] = true;
  }
  const byeCount = ranked.map((p) => history.byes.filter((b) => b === p).length);
  const fewestByes = Math.min(...byeCount);
  let budget = SEARCH_BUDGET;

  /** Ranked indexes in the order `i` would like to meet them (Dutch: top half of the group v bottom half). */
  const preferences = (i: number, free: readonly number[]): number[] => {
    const group = free.filter((j) => points(ranked[j]) === points(ranked[i]));
    const half = Math.floor(group.length / 2);
    const pos = group.indexOf(i);
    const ideal = group[Math.min(group.length - 1, pos + half)] ?? i;
    const others = free.filter((j) => j !== i);
    const same = others.filter((j) => group.includes(j));
    const start = same.indexOf(ideal);
    const ordered = start < 0 ? same : [...same.slice(start), ...same.slice(0, start).reverse()];
    return [...ordered, ...others.filter((j) => !group.includes(j))];
  };

  /** Can `rounds` more rounds be paired among `free` with no rematch (given `met`)? */
  const futureFeasible = (rounds: number, byeTaken: boolean[]): boolean => {
    if (rounds <= 0) return true;
    // Dirac: with every player still able to meet at least half the field plus what later rounds use up,
    // perfect pairings exist for all of them — no need to search.
    const need = Math.ceil(n / 2) + rounds;
    let easy = true;
    for (let i = 0; i < n && easy; i++) {
      let open = 0;
      for (let j = 0; j < n; j++) if (j !== i && !met[i][j]) open++;
      if (open < need) easy = false;
    }
    if (easy) return true;
    return searchRound([...Array(n).keys()], rounds - 1, byeTaken, rounds > 1) !== null;
  };

  /**
   * Pairs `free` (all unpaired, ranked order) so that, with `lookahead`, the `rest` rounds after this one can
   * still be paired; returns the pairs or null.
   */
  const pairAll = (
    free: number[],
    rest: number,
    byeTaken: boolean[],
    lookahead: boolean,
  ): [number, number][] | null => {
    if (free.length === 0) return !lookahead || futureFeasible(rest, byeTaken) ? [] : null;
    if (--budget < 0) return null;
    const [i, ...others] = free;
    for (const j of preferences(i, free)) {
      if (met[i][j]) continue;
      met[i][j] = met[j][i] = true;
      const tail = pairAll(
        others.filter((k) => k !== j),
        rest,
        byeTaken,
        lookahead,
      );
      met[i][j] = met[j][i] = false;
      if (tail) return [[i, j], ...tail];
    }
    return null;
  };

  /** One round: a bye (odd field) from the bottom up among those with the fewest byes, then the pairs. */
  const searchRound = (
    free: number[],
    rest: number,
    byeTaken: boolean[],
    lookahead: boolean,
  ): { pairs: [number, number][]; bye: number | null } | null => {
    if (free.length % 2 === 0) {
      const pairs = pairAll(free, rest, byeTaken, lookahead);
      return pairs ? { pairs, bye: null } : null;
    }
    const least = Math.min(...free.map((i) => (byeTaken[i] ? 1 : 0)));
    for (let k = free.length - 1; k >= 0; k--) {
      const b = free[k];
      if ((byeTaken[b] ? 1 : 0) !== least) continue;
      const taken = byeTaken.slice();
      taken[b] = true;
      const pairs = pairAll(
        free.filter((i) => i !== b),
        rest,
        taken.every((t) => t) ? byeTaken.map(() => false) : taken,
        lookahead,
      );
      if (pairs) return { pairs, bye: b };
    }
    return null;
  };

  const all = [...Array(n).keys()];
  const byeTaken = byeCount.map((c) => c > fewestByes);
  const found =
    searchRound(all, roundsLeft, byeTaken, roundsLeft > 0) ??
    ((budget = SEARCH_BUDGET), searchRound(all, 0, byeTaken, false)) ??
    fallback(n);
  return {
    pairs: found.pairs.map(([i, j]) => [ranked[i], ranked[j]]),
    bye: found.bye === null ? null : ranked[found.bye],
  };

  /** Rematches cannot be avoided at all (more rounds than opponents): pair down the ranking. */
  function fallback(count: number): { pairs: [number, number][]; bye: number | null } {
    const pairs: [number, number][] = [];
    for (let i = 0; i + 1 < count; i += 2) pairs.push([i, i + 1]);
    return { pairs, bye: count % 2 === 1 ? count - 1 : null };
  }
}
