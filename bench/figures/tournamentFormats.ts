import { buildBracket, resolveBracket } from '../../shared/tournament/elimination';
import { pairSwissRound, swissStandings } from '../../shared/tournament/swiss';
import type { PlayedGame } from '../../shared/tournament/standings';
import { ms, verdict, type Row } from '../report';
import { reference, timeIt } from './engine';

/**
 * The tournament formats' budgets, in milliseconds (docs/performance.md#tournament-formats): building the
 * largest bracket, pairing the largest Swiss round.
 */
export const FORMAT_BUDGETS = { doubleElimination128: 5, swissRound40: 5 } as const;

const players = (n: number) => Array.from({ length: n }, (_, i) => `Player ${i + 1}`);

/**
 * A 40-player Swiss of 5 rounds after its first round (the better seed wins each game 2-1), as the server
 * holds it when the last game of round 1 ends and round 2 must be paired — standings, then the pairing
 * with its look-ahead over the three rounds still to come (the most a 40-player round searches).
 */
function swissAfterFirstRound(): { field: string[]; games: PlayedGame[]; pairs: [string, string][] } {
  const field = players(40);
  const games: PlayedGame[] = [];
  const pairs: [string, string][] = [];
  for (let round = 1; round <= 1; round++) {
    const points = new Map(swissStandings(field, games, []).map((s) => [s.player, s.points]));
    const next = pairSwissRound(field, { pairs, byes: [], points }, 5 - round);
    for (const [home, away] of next.pairs) {
      pairs.push([home, away]);
      const homeWins = field.indexOf(home) < field.indexOf(away);
      games.push({ home, away, homeLegs: homeWins ? 2 : 1, awayLegs: homeWins ? 1 : 2 });
    }
  }
  return { field, games, pairs };
}

/** The new formats' pure rules, timed in this process (median of many runs after warm-up). */
export function tournamentFormatFigures(runs: number): Row[] {
  const ref = `${ms(reference())} (sort 10k numbers)`;
  const seeds = players(128);
  // Building and filling the empty bracket: what a start (and every result's re-derivation) does.
  const bracket = timeIt(() => resolveBracket(buildBracket(128, true), seeds, new Map()), runs);
  const swiss = swissAfterFirstRound();
  const round = timeIt(() => {
    const points = new Map(swissStandings(swiss.field, swiss.games, []).map((s) => [s.player, s.points]));
    return pairSwissRound(swiss.field, { pairs: swiss.pairs, byes: [], points }, 3);
  }, runs);
  const row = (figure: string, value: number, budget: number): Row => ({
    figure,
    measured: `${ms(value)} (median)`,
    baseline: ref,
    budget: `≤ ${budget} ms`,
    verdict: verdict(value <= budget),
  });
  return [
    row(
      'Tournament formats: 128-player double-elimination bracket',
      bracket,
      FORMAT_BUDGETS.doubleElimination128,
    ),
    row('Tournament formats: a 40-player Swiss round (round 2 of 5)', round, FORMAT_BUDGETS.swissRound40),
  ];
}
