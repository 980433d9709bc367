/**
 * Tournament validation rules and their texts (the tournament form, group knockout
 * creation, score entry and scheduling matches: docs/behaviour.md#tournaments). The server refuses with these
 * messages and the forms check with the same functions before sending, so staff see one wording wherever a
 * rule bites.
 */
import {
  groupSizes,
  isAllowedGroupCount,
  MAX_PLAYERS,
  MIN_PLAYERS,
  MIN_PLAYERS_PER_GROUP,
} from './groupDraw';

/** Group knockout creation's exact texts. */
export const GROUP_KNOCKOUT_MESSAGES = {
  nameRequired: 'Tournament name is required',
  gameModeRequired: 'Game mode is required',
  tooFewPlayers: 'At least 6 players required',
  tooManyPlayers: 'Maximum 48 players allowed',
  // The rest are our words for rules given without words.
  groupCount: 'Group count must be 2, 3, 4, 5, 6 or 8',
  groupTooSmall: `Each group needs at least ${MIN_PLAYERS_PER_GROUP} players`,
  duplicatePlayer: (name: string) => `Player names must be different: ${name} is entered twice`,
} as const;

/** The tournament form's (tournaments page) exact texts. */
export const TOURNAMENT_FORM_MESSAGES = {
  nameRequired: 'Please enter a tournament name',
  tooFewPlayers: 'Tournament needs at least 2 players',
  laneRequired: 'Please select at least one lane',
} as const;

/** The toasts of the tournaments page and the manager, exact texts. */
export const TOURNAMENT_TOASTS = {
  createFailed: 'Failed to create tournament',
  updateFailed: 'Failed to update tournament',
  cancelFailed: 'Failed to cancel tournament',
  created: 'Tournament created successfully',
  updated: 'Tournament updated successfully',
  cancelled: 'Tournament cancelled successfully',
  cancelConfirm: 'Are you sure you want to cancel this tournament?',
  scoreFailed: 'Failed to update score',
  scoreFailedHint: 'Please try again',
  scoreSaved: 'Score updated successfully',
  groupScoreSaved: 'Group match result has been saved',
  knockoutScoreSaved: 'Match result has been saved',
  scheduleFailed: 'Failed to schedule matches',
  scheduleFailedHint: 'Please try again or check lane availability',
  scheduled: 'Matches scheduled successfully',
  nothingToSchedule: 'No matches to schedule',
  exportFailed: 'Export failed',
  exportFailedHint: 'Please try again later',
  exported: 'Export successful',
} as const;

/** The tournament form: at least 2 players on the tournaments page. */
export const MIN_FORM_PLAYERS = 2;

/** Blank names are dropped on submit; names are trimmed so ' Ann' and 'Ann' are one player. */
export function cleanPlayerNames(names: readonly string[]): string[] {
  return names.map((n) => n.trim()).filter((n) => n.length > 0);
}

export interface GroupKnockoutInput {
  name: string;
  gameMode: string;
  groupCount: number;
  /** As entered; blanks are dropped before counting. */
  players: readonly string[];
}

/**
 * The first broken group-knockout rule, or null when the tournament can be created. Checked in this
 * order: name, game mode, player count, then the group shape. Decision: duplicate names are refused here
 * (not silently merged as the tournaments page does) because standings and the bracket are keyed by name
 * and merging would silently change the player count the preview showed.
 */
export function groupKnockoutProblem(input: GroupKnockoutInput): string | null {
  if (input.name.trim() === '') return GROUP_KNOCKOUT_MESSAGES.nameRequired;
  if (input.gameMode.trim() === '') return GROUP_KNOCKOUT_MESSAGES.gameModeRequired;
  return groupDrawProblem(input.players, input.groupCount);
}

/** The first rule a group draw of these players into this many groups breaks, or null. */
export function groupDrawProblem(entered: readonly string[], groupCount: number): string | null {
  const players = cleanPlayerNames(entered);
  if (players.length < MIN_PLAYERS) return GROUP_KNOCKOUT_MESSAGES.tooFewPlayers;
  if (players.length > MAX_PLAYERS) return GROUP_KNOCKOUT_MESSAGES.tooManyPlayers;
  if (!isAllowedGroupCount(groupCount)) return GROUP_KNOCKOUT_MESSAGES.groupCount;
  if (Math.min(...groupSizes(players.length, groupCount)) < MIN_PLAYERS_PER_GROUP) {
    return GROUP_KNOCKOUT_MESSAGES.groupTooSmall;
  }
  const seen = new Set<string>();
  for (const p of players) {
    const key = p.toLocaleLowerCase();
    if (seen.has(key)) return GROUP_KNOCKOUT_MESSAGES.duplicatePlayer(p);
    seen.add(key);
  }
  return null;
}

export interface TournamentFormInput {
  name: string;
  players: readonly string[];
  selectedLanes: readonly number[];
}

/** The first broken tournaments-page form rule (docs/behaviour.md#the-tournaments-page), or null. */
export function tournamentFormProblem(input: TournamentFormInput): string | null {
  if (input.name.trim() === '') return TOURNAMENT_FORM_MESSAGES.nameRequired;
  if (cleanPlayerNames(input.players).length < MIN_FORM_PLAYERS)
    return TOURNAMENT_FORM_MESSAGES.tooFewPlayers;
  if (input.selectedLanes.length === 0) return TOURNAMENT_FORM_MESSAGES.laneRequired;
  return null;
}

/**
 * Adds a player on the tournaments-page form: trimmed, blank refused, a duplicate ignored
 * (docs/behaviour.md#the-tournaments-page).
 */
export function addFormPlayer(players: readonly string[], name: string): string[] {
  const clean = name.trim();
  if (clean === '' || players.includes(clean)) return [...players];
  return [...players, clean];
}

/** Score entry: each leg count is 0 to 10. */
export const MIN_LEGS = 0;
export const MAX_LEGS = 10;

/** Our words for rules given without words. */
export const SCORE_MESSAGES = {
  legsRange: `Legs must be whole numbers from ${MIN_LEGS} to ${MAX_LEGS}`,
  legsEqual: 'Legs cannot be equal: a game needs a winner',
  winnerMismatch: 'The winner must be the player with more legs',
} as const;

/** The broken score-entry rule, or null. Save stays disabled in the form while this is not null. */
export function legsProblem(home: number, away: number): string | null {
  const ok = (n: number) => Number.isInteger(n) && n >= MIN_LEGS && n <= MAX_LEGS;
  if (!ok(home) || !ok(away)) return SCORE_MESSAGES.legsRange;
  if (home === away) return SCORE_MESSAGES.legsEqual;
  return null;
}

/** The winner is the side with more legs; call only after legsProblem returned null. */
export function winnerByLegs<T>(home: T, away: T, homeLegs: number, awayLegs: number): T {
  return homeLegs > awayLegs ? home : away;
}
