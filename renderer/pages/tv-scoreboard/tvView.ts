import type { Game } from '../../../shared/api/games';
import { isGameMode } from '../../../shared/darts/types';
import { scoreCaption } from '../../../shared/darts/scoreCaption';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../../../shared/time/names';
import type { Panel, TournamentState } from '../../../shared/api/tournaments';
import type { TvKey } from '../../../shared/i18n/keys';
import { LOCALES, SOURCE_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import type { Translate } from '../../i18n/i18nContext';

/**
 * What the TV scoreboard shows, worked out from the API data (docs/behaviour.md#the-tournament-scoreboard).
 * The TV code path must run on Chromium 53 (docs/wire.md): plain Date maths here, no luxon and no
 * Intl.formatToParts. The clock shows the TV's own local time, which venue TVs keep set to the venue's.
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

/**
 * e.g. 'Friday 12 June 2026', 'Freitag, 12. Juni 2026'. English is spelled by hand (the product's one form
 * on every browser, docs/i18n.md 'Formats'); German and Dutch ask Intl, which Chromium 53 has.
 */
export function dateText(now: Date, language: Language = SOURCE_LANGUAGE): string {
  if (language !== SOURCE_LANGUAGE) {
    const options = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
    return new Intl.DateTimeFormat(LOCALES[language], options).format(now);
  }
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

/**
 * The status badges' exact texts: 'In Progress', 'Completed', 'Setup' — in the screen's words where it has
 * the TV's catalogue, else in English (the tournament manager, until its screens move into catalogues).
 */
export function statusBadge(status: string, t?: Translate): string {
  if (t) return t('tv.badge', { status: status });
  if (status === 'active') return 'In Progress';
  if (status === 'completed') return 'Completed';
  if (status === 'setup') return 'Setup';
  return status;
}

/** Selection page sections, in their order on the screen, with each card's button text. */
export const SECTIONS: readonly { status: string; title: TvKey; button: TvKey }[] = [
  { status: 'active', title: 'tv.section.active', button: 'tv.button.active' },
  { status: 'setup', title: 'tv.section.setup', button: 'tv.button.setup' },
  { status: 'completed', title: 'tv.section.completed', button: 'tv.button.completed' },
];

/** 'Waiting to start', 'In progress' or 'Winner: x'. */
export function gameStatusText(game: Game, t: Translate): string {
  if (game.status === 'completed' && game.winner) return t('tv.winner', { name: game.winner });
  if (game.status === 'active') return t('tv.inProgress');
  return t('tv.waiting');
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
 * A LIVE match scored on a lane's tablet carries its legs and each player's score in games.scores
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

type PanelOf<K extends Panel['kind']> = Extract<Panel, { kind: K }>;

export interface GroupCard {
  groupId: string;
  title: string;
  rows: { player: string; points: number; record: string; qualifies: boolean }[];
}

/** Group standings cards: the top 4 of each group with points and wins-losses; the qualifiers marked. */
export function groupCards(panel: PanelOf<'groups'>): GroupCard[] {
  const cards: GroupCard[] = [];
  for (const g of panel.groups)
    cards.push({
      groupId: g.id,
      title: g.title,
      rows: g.standings.slice(0, STANDINGS_SHOWN).map((s, i) => ({
        player: s.player,
        points: s.points,
        record: s.wins + '-' + s.losses,
        qualifies: i < panel.advancing,
      })),
    });
  return cards;
}

/**
 * A bracket's columns as the TV shows them: from the first column with a game onward, so a knockout not yet
 * drawn shows nothing and one drawn shows the rounds still to come as TBD places. A column that has no
 * waiting text (an elimination bracket's) always shows its places, even before a game exists.
 */
export function shownColumns(panel: PanelOf<'bracket'>): PanelOf<'bracket'>['columns'] {
  let first = 0;
  while (first < panel.columns.length) {
    const column = panel.columns[first];
    if (column.emptyText === null || column.matches.some((m) => m.gameId !== null)) break;
    first++;
  }
  return panel.columns.slice(first);
}

/** How many places the tallest column of these brackets holds (the TV sizes its rows from it). */
export function tallestColumn(panels: readonly PanelOf<'bracket'>[]): number {
  let most = 0;
  for (const p of panels) for (const c of p.columns) most = Math.max(most, c.matches.length);
  return most;
}

/**
 * The status words for a place (docs/behaviour.md): 'Waiting to start', 'In progress', 'Winner: x'; 'not
 * needed' for a skip.
 */
export function placeStatusText(game: Game | undefined, skipped: boolean, t: Translate): string {
  if (game) return gameStatusText(game, t);
  return skipped ? t('tv.notNeeded') : t('tv.waiting');
}

/** Legs as [home, away] while known. */
export function legsOf(game: Game | undefined): [number, number] | null {
  return game ? pairOf(game.scores.legs) : null;
}

/** The champion, once the tournament is over. */
export function championOf(state: TournamentState): string | null {
  return state.tournament.status === 'completed' || state.complete ? state.champion : null;
}
