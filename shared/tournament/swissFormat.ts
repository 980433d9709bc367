/**
 * Swiss as a format of the engine (the pairing and table rules are swiss.ts). Games carry the rounds as stage
 * 'round' with roundNumber = the round; a bye is the player missing from a round's games, so it needs no
 * record. The next round is paired once the last game of the one before ends.
 */
import {
  noAdvance,
  ownLanes,
  playedOf,
  type StateBase,
  type TournamentFormat,
  type WantedMatch,
} from './engine';
import { FORMAT_TRAITS } from './formatTraits';
import { ROUND_STAGE } from './formatStages';
import { roundKey, tableOutcome, tableView } from './roundRobinFormat';
import type { PlayedGame } from './standings';
import {
  defaultSwissRounds,
  maxSwissRounds,
  pairSwissRound,
  swissStandings,
  type SwissStanding,
} from './swiss';
import { TOURNAMENT_FORM_MESSAGES } from './validation';

export interface SwissState extends StateBase {
  format: 'swiss';
  table: SwissStanding[];
  rounds: number;
  /** Who sat out, once per bye, round by round. */
  byes: string[];
}

export const SWISS_MESSAGES = {
  tooManyRounds: (n: number, max: number) =>
    `A Swiss of ${n} players can have at most ${max} rounds, or someone would meet an opponent twice`,
} as const;

const roundsOf = (t: { players: readonly string[]; bracket: { swissRounds?: number } | null }) =>
  t.bracket?.swissRounds ?? defaultSwissRounds(t.players.length);

export const swiss: TournamentFormat<SwissState> = {
  panels: FORMAT_TRAITS.swiss.panels,
  startProblem(t) {
    const n = t.players.length;
    if (n < 2) return TOURNAMENT_FORM_MESSAGES.tooFewPlayers;
    const rounds = t.bracket?.swissRounds;
    if (rounds !== undefined && rounds > maxSwissRounds(n))
      return SWISS_MESSAGES.tooManyRounds(n, maxSwissRounds(n));
    return null;
  },
  // The rounds are fixed once the field is known.
  startOptions: (t) => ({ ...(t.bracket ?? {}), swissRounds: roundsOf(t) }),
  scheduleLanes: ownLanes,
  key: roundKey,
  state(t, games) {
    const players = t.players;
    const rounds = roundsOf(t);
    const roundGames = games.filter((g) => g.stage === ROUND_STAGE);
    const wanted: WantedMatch[] = [];
    const pairs: [string, string][] = [];
    const byes: string[] = [];
    const played: PlayedGame[] = [];
    let currentRound = 1;
    for (let r = 1; r <= rounds; r++) {
      const existing = roundGames.filter((g) => g.roundNumber === r);
      // A round keeps its pairings once any of its games has started; until then it follows the results.
      const keep = existing.length > 0 && (r === 1 || existing.some((g) => g.status !== 'pending'));
      let roundPairs: [string, string][];
      let bye: string | null;
      if (keep) {
        roundPairs = existing.map((g) => [g.home ?? '', g.away ?? '']);
        const inRound = new Set<string>();
        for (const [h, a] of roundPairs) inRound.add(h).add(a);
        bye = players.find((p) => !inRound.has(p)) ?? null;
      } else {
        const points = new Map(swissStandings(players, played, byes).map((s) => [s.player, s.points]));
        const fresh = pairSwissRound(players, { pairs, byes, points }, rounds - r);
        roundPairs = fresh.pairs;
        bye = fresh.bye;
      }
      for (const [home, away] of roundPairs) {
        const match: Omit<WantedMatch, 'key'> = {
          stage: ROUND_STAGE,
          groupId: null,
          roundNumber: r,
          home,
          away,
        };
        if (t.status !== 'setup') wanted.push({ key: roundKey(match), ...match });
        pairs.push([home, away]);
      }
      if (bye) byes.push(bye);
      currentRound = r;
      const done = existing.length > 0 && existing.every((g) => g.status === 'completed');
      if (!done) break;
      for (const g of existing) {
        const p = playedOf(g);
        if (p) played.push(p);
      }
    }
    const complete =
      roundGames.length > 0 &&
      roundGames.every((g) => g.status === 'completed') &&
      Math.max(...roundGames.map((g) => g.roundNumber)) >= rounds;
    // The table counts every result so far, the round under way included (pairing used finished rounds only).
    const results = roundGames.map(playedOf).filter((p): p is PlayedGame => p !== null);
    const table = swissStandings(players, results, byes);
    return { format: 'swiss', wanted, ...tableOutcome(complete, table, currentRound, rounds), byes };
  },
  resultProblem: () => null,
  advance: noAdvance,
  view: (_t, state, games) => tableView(state, games),
};
