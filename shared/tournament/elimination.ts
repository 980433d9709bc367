/**
 * Single and double elimination brackets (tournament types single_elimination and
 * double_elimination; docs/behaviour.md#single-and-double-elimination).
 *
 * How the bracket is built, and why:
 * - Seeds are the players in the order they were entered (seed 1 first). The bracket is the next power of
 *   two that holds them; the empty places are byes. Seeds are placed in the standard order (seeding.ts
 *   seedOrder: 1v16, 8v9, 5v12, 4v13 … for 16), so seed 1 can meet seed 2 only in the final, and the byes —
 *   the places of the missing bottom seeds — fall to the top seeds, one each (the usual rule of darts
 *   federations and of every bracket generator: the best-ranked players skip the first round).
 * - A bye is not a match: its player goes through without a game. In double elimination the "loser" of a
 *   bye is a bye too, so it never costs anyone a place in the losers' bracket either.
 * - Double elimination: a player is out after two defeats. The losers of winners' round 1 meet each other in
 *   losers' round 1; from then on each even losers' round takes the players who just lost in the winners'
 *   bracket (they "drop down") against the survivors of the losers' bracket, and each odd losers' round
 *   halves the survivors. The drop-down order alternates between reversed and halves-swapped, the layout
 *   printed double-elimination sheets use: a player dropping from winners' round 2 lands in the half of the
 *   losers' bracket fed by the other half of the first round, so their first losers' match is never against
 *   someone they already beat, and each later drop goes to the far side again. (In small brackets a later
 *   rematch can still happen — in the losers' final, for example — as in any double elimination.)
 * - The grand final pits the winners' bracket champion against the losers' bracket champion. The winners'
 *   champion has not lost yet, so when the losers' champion wins the grand final both have one defeat and a
 *   reset match decides it. A venue may switch the reset off, and the grand final alone then decides.
 *
 * Matches are numbered 1..M in the order they can be played (winners' round 1, winners' round 2, the losers'
 * rounds those two feed, winners' round 3 …, grand final, reset). The number is the match's identity: the
 * server stores it as the game's roundNumber, with the bracket side as the stage.
 */
import { seedOrder } from './seeding';

export const MIN_ELIMINATION_PLAYERS = 2;
export const MAX_ELIMINATION_PLAYERS = 128;

export type BracketSide = 'winners' | 'losers' | 'grand_final';

export type Source =
  { kind: 'seed'; seed: number } | { kind: 'winner'; match: number } | { kind: 'loser'; match: number };

export interface BracketMatch {
  /** 1..M, the match's identity and play order. */
  number: number;
  side: BracketSide;
  /** Round within its side, from 1 (the grand final is round 1, its reset round 2). */
  round: number;
  /** 1-based place within its round, top to bottom. */
  index: number;
  home: Source;
  away: Source;
  /** The grand final's reset: played only when the losers' champion wins the grand final. */
  reset?: boolean;
}

export interface BracketPlan {
  kind: 'single' | 'double';
  playerCount: number;
  /** The power of two that holds the players. */
  size: number;
  winnersRounds: number;
  losersRounds: number;
  matches: BracketMatch[];
}

export function bracketSize(playerCount: number): number {
  let size = 2;
  while (size < playerCount) size *= 2;
  return size;
}

/**
 * Which winners' round d+1 match drops its loser into losers' round 2d, match j (m matches in the round).
 * Odd drops reverse the order, even drops swap the halves (see the file comment).
 */
export function dropPosition(drop: number, j: number, m: number): number {
  if (m === 1) return 1;
  if (drop % 2 === 1) return m + 1 - j;
  return ((j - 1 + m / 2) % m) + 1;
}

function winnersRounds(size: number): number {
  return Math.round(Math.log2(size));
}

/** The bracket for this many players; `double` adds the losers' bracket and grand final (and its reset). */
export function buildBracket(playerCount: number, double: boolean, reset = true): BracketPlan {
  const size = bracketSize(Math.max(playerCount, MIN_ELIMINATION_PLAYERS));
  const k = winnersRounds(size);
  const order = seedOrder(size);
  const matches: BracketMatch[] = [];
  // number of the match at (side, round, index)
  const W: number[][] = [];
  const L: number[][] = [];
  const add = (side: BracketSide, round: number, index: number, home: Source, away: Source) => {
    const number = matches.length + 1;
    matches.push({ number, side, round, index, home, away });
    return number;
  };
  const winnersRound = (r: number) => {
    const count = size / 2 ** r;
    W[r] = [];
    for (let j = 1; j <= count; j++) {
      const [home, away]: [Source, Source] =
        r === 1
          ? [
              { kind: 'seed', seed: Math.min(order[2 * j - 2], order[2 * j - 1]) },
              { kind: 'seed', seed: Math.max(order[2 * j - 2], order[2 * j - 1]) },
            ]
          : [
              { kind: 'winner', match: W[r - 1][2 * j - 2] },
              { kind: 'winner', match: W[r - 1][2 * j - 1] },
            ];
      W[r].push(add('winners', r, j, home, away));
    }
  };
  const losersRound = (lr: number) => {
    L[lr] = [];
    if (lr === 1) {
      const count = size / 4;
      for (let j = 1; j <= count; j++)
        L[1].push(
          add(
            'losers',
            1,
            j,
            { kind: 'loser', match: W[1][2 * j - 2] },
            { kind: 'loser', match: W[1][2 * j - 1] },
          ),
        );
    } else if (lr % 2 === 0) {
      const drop = lr / 2;
      const m = L[lr - 1].length;
      for (let j = 1; j <= m; j++)
        L[lr].push(
          add(
            'losers',
            lr,
            j,
            { kind: 'winner', match: L[lr - 1][j - 1] },
            { kind: 'loser', match: W[drop + 1][dropPosition(drop, j, m) - 1] },
          ),
        );
    } else {
      const m = L[lr - 1].length / 2;
      for (let j = 1; j <= m; j++)
        L[lr].push(
          add(
            'losers',
            lr,
            j,
            { kind: 'winner', match: L[lr - 1][2 * j - 2] },
            { kind: 'winner', match: L[lr - 1][2 * j - 1] },
          ),
        );
    }
  };
  winnersRound(1);
  for (let r = 2; r <= k; r++) {
    winnersRound(r);
    if (double) {
      if (r === 2) losersRound(1);
      else losersRound(2 * r - 4 + 1);
      losersRound(2 * r - 2);
    }
  }
  const losersRounds = double ? 2 * (k - 1) : 0;
  if (double) {
    const wbChampion: Source = { kind: 'winner', match: W[k][0] };
    const lbChampion: Source =
      k >= 2 ? { kind: 'winner', match: L[losersRounds][0] } : { kind: 'loser', match: W[1][0] };
    const gf = add('grand_final', 1, 1, wbChampion, lbChampion);
    if (reset) {
      const number = matches.length + 1;
      matches.push({
        number,
        side: 'grand_final',
        round: 2,
        index: 1,
        home: { kind: 'winner', match: gf },
        away: { kind: 'loser', match: gf },
        reset: true,
      });
    }
  }
  return { kind: double ? 'double' : 'single', playerCount, size, winnersRounds: k, losersRounds, matches };
}

/** Someone in a match's place: a player, a bye (nobody will come), or not known yet. */
export type Entrant = { player: string } | 'bye' | 'tbd';

export interface ResolvedMatch extends BracketMatch {
  homeEntrant: Entrant;
  awayEntrant: Entrant;
  /** Both sides are players: this match is a game to play (or played). */
  playable: boolean;
  /** The winner once known (a player, or a bye when both sides are byes); 'tbd' before. */
  winner: Entrant;
  loser: Entrant;
  /** A reset that is not needed because the winners' champion won the grand final. */
  skipped: boolean;
}

export interface ResolvedBracket {
  plan: BracketPlan;
  matches: ResolvedMatch[];
  champion: string | null;
}

const playerOf = (e: Entrant): string | null => (typeof e === 'object' ? e.player : null);

/**
 * Fills the bracket from the seeds and the results so far. `results` maps a match number to its winner's
 * name. A recorded winner who is not one of the match's players as things now stand (a correction earlier
 * in the bracket changed who plays) is ignored: the match counts as not played.
 */
export function resolveBracket(
  plan: BracketPlan,
  seeds: readonly string[],
  results: ReadonlyMap<number, string>,
): ResolvedBracket {
  const byNumber = new Map<number, ResolvedMatch>();
  const entrant = (s: Source): Entrant => {
    if (s.kind === 'seed') return s.seed <= seeds.length ? { player: seeds[s.seed - 1] } : 'bye';
    const m = byNumber.get(s.match);
    if (!m) return 'tbd';
    return s.kind === 'winner' ? m.winner : m.loser;
  };
  const matches: ResolvedMatch[] = [];
  let champion: string | null = null;
  for (const match of plan.matches) {
    const homeEntrant = entrant(match.home);
    const awayEntrant = entrant(match.away);
    const home = playerOf(homeEntrant);
    const away = playerOf(awayEntrant);
    let winner: Entrant = 'tbd';
    let loser: Entrant = 'tbd';
    let skipped = false;
    if (match.reset) {
      // The reset is the grand final's two players again, needed only when the losers' champion won.
      const gf = byNumber.get(match.number - 1);
      const gfWinner = gf ? playerOf(gf.winner) : null;
      const wbChampion = gf ? playerOf(gf.homeEntrant) : null;
      skipped = gfWinner !== null && gfWinner === wbChampion;
    }
    const playable = home !== null && away !== null && !skipped;
    if (homeEntrant === 'bye' && awayEntrant === 'bye') [winner, loser] = ['bye', 'bye'];
    else if (homeEntrant === 'bye' && away !== null) [winner, loser] = [awayEntrant, 'bye'];
    else if (awayEntrant === 'bye' && home !== null) [winner, loser] = [homeEntrant, 'bye'];
    else if (playable) {
      const w = results.get(match.number);
      if (w === home) [winner, loser] = [homeEntrant, awayEntrant];
      else if (w === away) [winner, loser] = [awayEntrant, homeEntrant];
    }
    const resolved: ResolvedMatch = { ...match, homeEntrant, awayEntrant, playable, winner, loser, skipped };
    byNumber.set(match.number, resolved);
    matches.push(resolved);
  }
  const last = matches[matches.length - 1];
  if (last.reset && last.skipped) {
    const gf = byNumber.get(last.number - 1);
    champion = gf ? playerOf(gf.winner) : null;
  } else champion = last ? playerOf(last.winner) : null;
  return { plan, matches, champion };
}

/** The round's name for headings: 'Final', 'Semi Finals' … in the winners' bracket, 'Losers Round 3' … */
export function bracketRoundTitle(plan: BracketPlan, side: BracketSide, round: number): string {
  if (side === 'grand_final') return round === 1 ? 'Grand Final' : 'Grand Final Reset';
  if (side === 'losers') return round === plan.losersRounds ? 'Losers Final' : `Losers Round ${round}`;
  const fromEnd = plan.winnersRounds - round;
  const prefix = plan.kind === 'double' ? 'Winners ' : '';
  if (fromEnd === 0) return `${prefix}Final`;
  if (fromEnd === 1) return `${prefix}Semi Finals`;
  if (fromEnd === 2) return `${prefix}Quarter Finals`;
  return `${prefix}Round ${round}`;
}

/**
 * Final placings, best first, for the players whose place is settled: the champion 1st, then the others by
 * how far they got (the later the round of the defeat that put them out, the better). Players out in the
 * same round share the place, as brackets do (two semi-final losers are both 3rd). Players still in are left
 * out. In double elimination a player is out at their second defeat, or at the grand final's when it
 * decides the title.
 */
export function eliminationPlacings(resolved: ResolvedBracket): { place: number; player: string }[] {
  const double = resolved.plan.kind === 'double';
  const hasReset = resolved.plan.matches.some((m) => m.reset);
  const outKey = new Map<string, number>();
  const defeats = new Map<string, number>();
  for (const m of resolved.matches) {
    const loser = playerOf(m.loser);
    if (!m.playable || loser === null) continue;
    const lost = (defeats.get(loser) ?? 0) + 1;
    defeats.set(loser, lost);
    const decidesTitle = m.side === 'grand_final' && (m.reset === true || !hasReset);
    if (!double || lost >= 2 || decidesTitle) outKey.set(loser, stageKey(m));
  }
  if (resolved.champion !== null) outKey.set(resolved.champion, Number.MAX_SAFE_INTEGER);
  const keys = [...outKey.values()];
  return [...outKey.entries()]
    .map(([player, key]) => ({ player, key, place: 1 + keys.filter((k) => k > key).length }))
    .sort((a, b) => a.place - b.place)
    .map(({ player, place }) => ({ player, place }));
}

/** Orders the stage a player went out at: grand final above the losers' rounds above the winners' rounds. */
function stageKey(m: BracketMatch): number {
  if (m.side === 'grand_final') return 10_000 + m.round;
  return m.side === 'losers' ? 1_000 + m.round : m.round;
}
