/**
 * The four formats that run from a list of players — single and double elimination, round robin and Swiss —
 * read as one state from the tournament's players (in seed order), its options and its games. The server
 * makes the stored games match `wanted` after every start and every result (so a correction re-derives what
 * follows); the manager and the TV draw the bracket or the table from the same state.
 *
 * How games carry a format's matches (no new columns):
 * - elimination: stage 'winners' or 'losers' with roundNumber = the bracket's match number
 *   (elimination.ts), stage 'grand_final' with roundNumber 1 (the grand final) or 2 (its reset);
 * - round robin and Swiss: stage 'round' with roundNumber = the round. A Swiss bye is the player missing
 *   from a round's games, so it needs no record.
 */
import {
  buildBracket,
  eliminationPlacings,
  resolveBracket,
  type BracketSide,
  type ResolvedBracket,
} from './elimination';
import { roundRobinSchedule, roundRobinStandings } from './roundRobin';
import type { PlayedGame, Standing } from './standings';
import { defaultSwissRounds, pairSwissRound, swissStandings, type SwissStanding } from './swiss';

import { ROUND_STAGE, type FormatStage } from './formatStages';

export { FORMAT_STAGES, ROUND_STAGE, type FormatStage, formatGameLabel } from './formatStages';
export const FORMAT_TYPES = ['single_elimination', 'double_elimination', 'round_robin', 'swiss'] as const;
export type FormatType = (typeof FORMAT_TYPES)[number];

export function isFormatType(type: string): type is FormatType {
  return (FORMAT_TYPES as readonly string[]).includes(type);
}
export function isEliminationType(type: string): boolean {
  return type === 'single_elimination' || type === 'double_elimination';
}

/** What a format needs of a game. */
export interface FormatGame {
  stage: string | null;
  roundNumber: number;
  home: string | null;
  away: string | null;
  status: string;
  winner: string | null;
  legs: [number, number] | null;
}

export interface FormatOptions {
  /** Double elimination: play a reset when the losers' champion wins the grand final (default on). */
  grandFinalReset?: boolean;
  /** Swiss: rounds to play (default ⌈log2 n⌉). */
  swissRounds?: number;
}

export interface WantedMatch {
  key: string;
  stage: FormatStage;
  roundNumber: number;
  home: string;
  away: string;
}

export interface Placing {
  place: number;
  player: string;
}

export interface FormatState {
  /** Every match that should exist as a game now (both players known). */
  wanted: WantedMatch[];
  complete: boolean;
  champion: string | null;
  /** Settled placings, best first (all players once complete). */
  placings: Placing[];
  /** The round being played, for the tournaments list (SPEC §3 currentRound). */
  currentRound: number;
  bracket: ResolvedBracket | null;
  /** Round robin table (by the tie-breakers) or Swiss table (points, Buchholz, leg difference). */
  table: Standing[] | SwissStanding[] | null;
  /** Swiss rounds to play; round robin's number of rounds. */
  rounds: number;
}

/** The identity of a game inside its format: where a correction lands and what sync compares. */
export function formatKey(game: Pick<FormatGame, 'stage' | 'roundNumber' | 'home' | 'away'>): string {
  if (game.stage === ROUND_STAGE) return `round:${game.roundNumber}:${game.home ?? ''}|${game.away ?? ''}`;
  return `${game.stage ?? ''}:${game.roundNumber}`;
}

export function playedOf(g: FormatGame): PlayedGame | null {
  if (g.status !== 'completed' || !g.legs || !g.home || !g.away) return null;
  return { home: g.home, away: g.away, homeLegs: g.legs[0], awayLegs: g.legs[1] };
}

const stageOfSide = (side: BracketSide): FormatStage => side;

function eliminationState(
  type: FormatType,
  players: readonly string[],
  options: FormatOptions,
  games: readonly FormatGame[],
): FormatState {
  const double = type === 'double_elimination';
  const plan = buildBracket(players.length, double, options.grandFinalReset ?? true);
  const results = new Map<number, string>();
  const numberOf = (g: FormatGame): number | null => {
    if (g.stage === 'grand_final') {
      const gf = plan.matches.filter((m) => m.side === 'grand_final');
      return gf[g.roundNumber - 1]?.number ?? null;
    }
    return g.stage === 'winners' || g.stage === 'losers' ? g.roundNumber : null;
  };
  for (const g of games) {
    const n = numberOf(g);
    if (n !== null && g.status === 'completed' && g.winner) results.set(n, g.winner);
  }
  const resolved = resolveBracket(plan, players, results);
  const wanted: WantedMatch[] = [];
  for (const m of resolved.matches) {
    if (!m.playable || typeof m.homeEntrant !== 'object' || typeof m.awayEntrant !== 'object') continue;
    const stage = stageOfSide(m.side);
    const roundNumber = m.side === 'grand_final' ? m.round : m.number;
    wanted.push({
      key: formatKey({ stage, roundNumber, home: null, away: null }),
      stage,
      roundNumber,
      home: m.homeEntrant.player,
      away: m.awayEntrant.player,
    });
  }
  const open = resolved.matches.filter((m) => m.playable && m.winner === 'tbd');
  const currentRound = open.length > 0 ? Math.min(...open.map((m) => m.round)) : plan.winnersRounds;
  return {
    wanted,
    complete: resolved.champion !== null,
    champion: resolved.champion,
    placings: eliminationPlacings(resolved),
    currentRound,
    bracket: resolved,
    table: null,
    rounds: plan.winnersRounds,
  };
}

function roundRobinState(
  players: readonly string[],
  tieBreakers: readonly string[] | null,
  games: readonly FormatGame[],
): FormatState {
  const fixtures = roundRobinSchedule(players);
  const wanted = fixtures.map((f): WantedMatch => ({
    key: formatKey({ stage: ROUND_STAGE, roundNumber: f.round, home: f.home, away: f.away }),
    stage: ROUND_STAGE,
    roundNumber: f.round,
    home: f.home,
    away: f.away,
  }));
  const played = games.map(playedOf).filter((p): p is PlayedGame => p !== null);
  const table = roundRobinStandings(players, played, tieBreakers);
  const roundGames = games.filter((g) => g.stage === ROUND_STAGE);
  const complete = roundGames.length === fixtures.length && roundGames.every((g) => g.status === 'completed');
  const open = roundGames.filter((g) => g.status !== 'completed').map((g) => g.roundNumber);
  const rounds = Math.max(0, ...fixtures.map((f) => f.round));
  return {
    wanted,
    complete,
    champion: complete ? (table[0]?.player ?? null) : null,
    placings: complete ? table.map((s, i) => ({ place: i + 1, player: s.player })) : [],
    currentRound: open.length > 0 ? Math.min(...open) : rounds,
    bracket: null,
    table,
    rounds,
  };
}

function swissState(
  players: readonly string[],
  options: FormatOptions,
  games: readonly FormatGame[],
): FormatState {
  const rounds = options.swissRounds ?? defaultSwissRounds(players.length);
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
      // A loop, not flat(): the TV's Chromium 53 draws this too.
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
      wanted.push({
        key: formatKey({ stage: ROUND_STAGE, roundNumber: r, home, away }),
        stage: ROUND_STAGE,
        roundNumber: r,
        home,
        away,
      });
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
  const allDone =
    roundGames.length > 0 &&
    roundGames.every((g) => g.status === 'completed') &&
    Math.max(...roundGames.map((g) => g.roundNumber)) >= rounds;
  // The table counts every result so far, the round under way included (pairing used finished rounds only).
  const results = roundGames.map(playedOf).filter((p): p is PlayedGame => p !== null);
  const table = swissStandings(players, results, byes);
  return {
    wanted,
    complete: allDone,
    champion: allDone ? (table[0]?.player ?? null) : null,
    placings: allDone ? table.map((s, i) => ({ place: i + 1, player: s.player })) : [],
    currentRound,
    bracket: null,
    table,
    rounds,
  };
}

/**
 * The state of a tournament of one of these formats. `players` are in seed order, `games` its games (any
 * order). `tieBreakers` orders the round robin table.
 */
export function formatState(
  type: FormatType,
  players: readonly string[],
  options: FormatOptions,
  games: readonly FormatGame[],
  tieBreakers: readonly string[] | null = null,
): FormatState {
  if (type === 'round_robin') return roundRobinState(players, tieBreakers, games);
  if (type === 'swiss') return swissState(players, options, games);
  return eliminationState(type, players, options, games);
}
