import type { Game } from '../../../shared/api/games';
import { isGameMode } from '../../../shared/darts/types';
import { formatGameLabel, isFormatStage } from '../../../shared/tournament/formatStages';
import { scoreCaption } from '../../../shared/darts/scoreCaption';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../../../shared/time/names';
import type { GroupsResponse, KnockoutResponse, Tournament } from '../../../shared/api/tournaments';
import {
  KNOCKOUT_STAGES,
  knockoutLabel,
  matchesInStage,
  type KnockoutStage,
} from '../../../shared/tournament/knockout';

/**
 * What the TV scoreboard shows, worked out from the API data (SPEC §2 'TV scoreboard'). The TV code path
 * must run on Chromium 53 (DESIGN.md §5a): plain Date maths here, no luxon and no Intl.formatToParts. The
 * clock shows the TV's own local time, which venue TVs keep set to the venue's.
 */

export const RECENT_RESULTS = 8;
export const STANDINGS_SHOWN = 4;
export { GAMES_POLL_MS, TOURNAMENTS_POLL_MS } from '../../../shared/tournament/polling';

function pad2(n: number): string {
  return n < 10 ? '0' + n : String(n);
}

/** 24-hour clock, e.g. '19:05:09'. */
export function clockText(now: Date): string {
  return pad2(now.getHours()) + ':' + pad2(now.getMinutes()) + ':' + pad2(now.getSeconds());
}

/** e.g. 'Friday 12 June 2026'. */
export function dateText(now: Date): string {
  return (
    WEEKDAY_NAMES[now.getDay()] +
    ' ' +
    now.getDate() +
    ' ' +
    MONTH_NAMES[now.getMonth()] +
    ' ' +
    now.getFullYear()
  );
}

/** SPEC §2 status badge texts. */
export function statusBadge(status: string): string {
  if (status === 'active') return 'In Progress';
  if (status === 'completed') return 'Completed';
  if (status === 'setup') return 'Setup';
  return status;
}

/** Selection page sections, in SPEC's order, with each card's button text. */
export const SECTIONS = [
  { status: 'active', title: 'Live', button: 'View Live Tournament' },
  { status: 'setup', title: 'Setup', button: 'View Setup' },
  { status: 'completed', title: 'Completed', button: 'View Results' },
] as const;

/** SPEC §2: 'Waiting to start', 'In progress' or 'Winner: x'. */
export function gameStatusText(game: Game): string {
  if (game.status === 'completed' && game.winner) return 'Winner: ' + game.winner;
  if (game.status === 'active') return 'In progress';
  return 'Waiting to start';
}

/** Legs as 'home - away', or null before a result. */
export function legsText(game: Game): string | null {
  const legs = game.scores.legs;
  if (Array.isArray(legs) && legs.length === 2) return legs[0] + ' - ' + legs[1];
  return null;
}

export function gamesOf(games: readonly Game[] | undefined, tournamentId: string): Game[] {
  return (games ?? []).filter((g) => g.tournamentId === tournamentId);
}

function pairOf(value: unknown): [number, number] | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const a: unknown = value[0];
  const b: unknown = value[1];
  return typeof a === 'number' && typeof b === 'number' ? [a, b] : null;
}

export interface LiveScore {
  /** Legs won so far, [home, away]. */
  legs: [number, number];
  /** Each player's headline number this leg: points left in x01, points in Cricket, lives in Killer. */
  scores: [number, number];
  /** What that number is, e.g. 'left'. */
  caption: string;
}

/**
 * Issue 12: a LIVE match scored on a lane's tablet carries its legs and each player's score in games.scores
 * (the lane's engine state, summed up); a match scored on paper has neither, and shows only 'In progress'.
 */
export function liveScore(game: Game): LiveScore | null {
  if (game.status !== 'active') return null;
  const legs = pairOf(game.scores.legs);
  const scores = pairOf(game.scores.scores);
  if (!legs || !scores) return null;
  return { legs, scores, caption: isGameMode(game.gameMode) ? scoreCaption(game.gameMode) : '' };
}

/** 'Current Games': the tournament's games being played now. */
export function currentGames(games: readonly Game[]): Game[] {
  return games.filter((g) => g.status === 'active');
}

/** 'Recent Results': the last 8 completed games, newest first. */
export function recentResults(games: readonly Game[]): Game[] {
  return games
    .filter((g) => g.status === 'completed')
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''))
    .slice(0, RECENT_RESULTS);
}

export interface GroupCard {
  groupId: string;
  rows: { player: string; points: number; record: string; qualifies: boolean }[];
}

/** Group standings cards: the top 4 of each group with points and wins-losses; the top 2 qualify. */
export function groupCards(groups: GroupsResponse | undefined, advancing: number): GroupCard[] {
  if (!groups) return [];
  return Object.keys(groups)
    .sort()
    .map((groupId) => ({
      groupId,
      rows: groups[groupId].standings.slice(0, STANDINGS_SHOWN).map((s, i) => ({
        player: s.player,
        points: s.points,
        record: s.wins + '-' + s.losses,
        qualifies: i < advancing,
      })),
    }));
}

export interface BracketSlotView {
  label: string;
  game: Game | null;
}

export interface BracketColumn {
  stage: KnockoutStage;
  slots: BracketSlotView[];
}

/**
 * Knockout columns QF1.., SF1.., FINAL from the first stage that has games; a match not drawn yet is a
 * slot with no game, shown as TBD v TBD. No columns before the knockout starts.
 */
export function bracketColumns(knockout: KnockoutResponse | undefined): BracketColumn[] {
  if (!knockout) return [];
  const first = KNOCKOUT_STAGES.findIndex((stage) => knockout[stage].length > 0);
  if (first < 0) return [];
  return KNOCKOUT_STAGES.slice(first).map((stage) => {
    const slots: BracketSlotView[] = [];
    for (let n = 1; n <= matchesInStage(stage); n++) {
      const game = knockout[stage].find((g) => g.roundNumber === n) ?? null;
      slots.push({ label: knockoutLabel(stage, n), game });
    }
    return { stage, slots };
  });
}

/** The champion of a completed tournament: bracket.champion, else the final's winner. */
export function championOf(t: Tournament, knockout: KnockoutResponse | undefined): string | null {
  if (t.status !== 'completed') return null;
  const stored = t.bracket?.champion;
  if (typeof stored === 'string') return stored;
  return knockout?.final[0]?.winner ?? null;
}

/** A game's short title on the TV: 'QF1', or 'Group A'. */
export function gameLabel(game: Game): string {
  if (game.stage === 'quarter' || game.stage === 'semi' || game.stage === 'final') {
    return knockoutLabel(game.stage, game.roundNumber);
  }
  if (isFormatStage(game.stage)) return formatGameLabel(game.stage, game.roundNumber);
  return 'Group ' + (game.groupId ?? '');
}
