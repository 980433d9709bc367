/**
 * The tournament engine: what every tournament format is to the rest of the product. A format reads a
 * tournament (its players in seed order, the options it keeps, its games) and says what state it is in:
 * which matches should exist as games now, whether it is complete, its champion and placings, the round being
 * played, and what the screens draw (groups, brackets, tables, rounds). The server makes the stored games
 * match `wanted` after every write (lan-server/services/tournamentEngine.ts); the manager and the TV draw the
 * panels the state lists. Group knockout, single and double elimination, round robin and Swiss are the five
 * formats today (formats.ts); a league of weekly fixtures would be one more: its fixtures are its wanted
 * matches, its table and weeks its panels, its season length an option it keeps.
 *
 * Nothing here reads a clock or does I/O; the formats run in the TV's Chromium 53 too (plain loops, no
 * flat()).
 */
import type { Panel, PanelKind } from './panels';
import type { FormatStage } from './formatStages';
import type { GROUP_STAGE, KnockoutStage } from './knockout';

/** Every format, the tournaments page's default first (the order docs/behaviour.md lists them in). */
export const FORMAT_TYPES = [
  'single_elimination',
  'double_elimination',
  'round_robin',
  'swiss',
  'group_knockout',
] as const;
export type FormatType = (typeof FORMAT_TYPES)[number];

/** Group knockout's part of the options: the draw. */
export interface GroupKnockoutOptions {
  /** Group id → players in draw order. */
  groups?: Record<string, string[]>;
  /** The knockout's first stage, its size and who got a bye (set when it is drawn). */
  firstStage?: KnockoutStage;
  bracketSize?: number;
  byes?: string[];
}

/** Double elimination's part: whether a reset follows a grand final won from the losers' bracket. */
export interface EliminationOptions {
  grandFinalReset?: boolean;
}

/** Swiss's part: the rounds to play (default ⌈log2 n⌉, fixed when it starts). */
export interface SwissOptions {
  swissRounds?: number;
}

/**
 * What a tournament keeps for its format as it is played, stored as its `bracket` document: each format
 * reads and writes its own part, and `champion` is written when any tournament finishes. It is every part
 * together rather than one part per type: a tournament's type may change until it is drawn, so a document
 * can still hold an earlier choice (a Swiss's rounds on what became a round robin), and a stored document
 * is read back exactly as it was written.
 */
export type FormatOptions = GroupKnockoutOptions &
  EliminationOptions &
  SwissOptions & {
    champion?: string;
  };

/** What a format reads of a tournament. */
export interface FormatRecord {
  type: FormatType;
  status: string;
  /** In seed order (the order entered). */
  players: readonly string[];
  bracket: FormatOptions | null;
  selectedLanes: readonly number[];
  groupCount: number;
  advancePerGroup: number;
  /** The table's tie-breakers in order (unknown names are ignored). */
  tieBreakers: readonly string[];
  seedingMethod: string;
}

/** What a format needs of a game. */
export interface FormatGame {
  id: string;
  stage: string | null;
  groupId: string | null;
  roundNumber: number;
  home: string | null;
  away: string | null;
  status: string;
  winner: string | null;
  /** [home, away] once a result is saved (or while a tablet scores it). */
  legs: [number, number] | null;
}

/** Every stage a game of some format can be at. */
export type TournamentStage = typeof GROUP_STAGE | KnockoutStage | FormatStage;

/** A match the format wants to exist as a game now; a side may be unknown while its feeder is played. */
export interface WantedMatch {
  /** The match's identity in its format (`TournamentFormat.key` of its game). */
  key: string;
  stage: TournamentStage;
  groupId: string | null;
  roundNumber: number;
  home: string | null;
  away: string | null;
}

export interface Placing {
  place: number;
  player: string;
}

/** What every format's state says. */
export interface StateBase {
  /** Every match that should exist as a game now. */
  wanted: WantedMatch[];
  complete: boolean;
  champion: string | null;
  /** Settled placings, best first (everyone once complete). */
  placings: Placing[];
  /** The round being played, for the tournaments list. */
  currentRound: number;
  /** How far it has got, in words for headings: 'Round 2 of 4', '3 matches to play', 'Completed'. */
  progress: string;
  /** Where it stands, as badges for the manager's Live Management ('Groups: Complete', 'Live' …). */
  badges: Badge[];
  /** The button for staff's move to the next stage while that move is open ('Advance to Semi Finals'). */
  advance: string | null;
}

export interface Badge {
  text: string;
  /** Shown as live (something is being played in it). */
  live: boolean;
}

/** The badge of a format that runs from start to champion in one stage. */
export const liveBadge = (complete: boolean): Badge[] => [
  { text: complete ? 'Completed' : 'Live', live: true },
];

/** A move to the next stage that staff make (the group knockout's draw): refused, or the options it fixes. */
export type AdvanceOutcome = { problem: string } | { options: FormatOptions; newStage: KnockoutStage };

/** One format of the engine. */
export interface TournamentFormat<S extends StateBase = StateBase> {
  /** The panels its screens compose, in the order the manager's tabs and the TV show them. */
  readonly panels: readonly PanelKind[];
  /** Why it cannot start as it is (a sentence for staff), or null. */
  startProblem(t: FormatRecord): string | null;
  /** Its options once started (what the start fixes: the Swiss rounds, a group draw not made yet). */
  startOptions(t: FormatRecord): FormatOptions | null;
  /**
   * The lanes 'Schedule Next Matches' puts its matches on: the lanes the tournament was given, or null for
   * any free lane (a format whose form chooses no lanes).
   */
  scheduleLanes(t: FormatRecord): readonly number[] | null;
  /** A game's identity within the format: where a correction lands and what the reconcile compares. */
  key(game: Pick<FormatGame, 'stage' | 'groupId' | 'roundNumber' | 'home' | 'away'>): string;
  /** The state from the tournament and its games (any order). */
  state(t: FormatRecord, games: readonly FormatGame[]): S;
  /** Why a result for this game cannot be entered or changed now, or null. */
  resultProblem(state: S, game: FormatGame): string | null;
  /** Staff's move to the next stage, when the format has one. */
  advance(t: FormatRecord, state: S): AdvanceOutcome;
  /** What the screens draw. */
  view(t: FormatRecord, state: S, games: readonly FormatGame[]): Panel[];
}

/** Refusals every format shares. */
export const ENGINE_MESSAGES = {
  noStages: 'This tournament has no group stage',
} as const;

/** The lanes a format plays on when the tournament was given its own. */
export const ownLanes = (t: FormatRecord): readonly number[] => t.selectedLanes;

/** A format whose stages follow one another by results alone has no advance for staff to make. */
export const noAdvance = (): AdvanceOutcome => ({ problem: ENGINE_MESSAGES.noStages });

/** A completed game as the tables need it. */
export function playedOf(
  g: FormatGame,
): { home: string; away: string; homeLegs: number; awayLegs: number } | null {
  if (g.status !== 'completed' || !g.legs || !g.home || !g.away) return null;
  return { home: g.home, away: g.away, homeLegs: g.legs[0], awayLegs: g.legs[1] };
}

/** The games whose key the format knows, by key (a later game of the same key wins, as stored order does). */
export function byKey(
  format: Pick<TournamentFormat, 'key'>,
  games: readonly FormatGame[],
): Map<string, FormatGame> {
  const map = new Map<string, FormatGame>();
  for (const g of games) map.set(format.key(g), g);
  return map;
}
