import { cricketRules } from '../darts/cricket';
import { firstThrowerOfNextLeg } from '../darts/throwOrder';
import type { GameMode, ModeRules } from '../darts/types';
import { x01Rules } from '../darts/x01';

/**
 * A league fixture's format (docs/league.md#match-formats). A singles league plays one game a fixture: best
 * of N legs. A team league plays an ordered list of games — singles, pairs and team games — each best of
 * its own number of legs in its own mode. A fixture's score is games won; a game's score is legs won.
 */

/**
 * What a leg is played as: x01 from any start (301, 501, 701, 801, 1001 …), with or without double out, or
 * Cricket. The rules of the leg are the darts engine's (legRulesFor).
 */
export type LegMode = { kind: 'x01'; start: number; doubleOut: boolean } | { kind: 'cricket' };

export type LeagueGameKind = 'singles' | 'pairs' | 'team';

export interface LeagueGame {
  kind: LeagueGameKind;
  /** Best of this many legs: odd, so a game always has a winner. */
  bestOf: number;
  mode: LegMode;
  /** Players on each side in a team game, 4 when not given (singles and pairs are 1 and 2). */
  teamSize?: number;
}

export type LeagueFormat =
  { kind: 'singles'; bestOf: number; mode: LegMode } | { kind: 'team'; games: readonly LeagueGame[] };

export type Side = 'home' | 'away';

export const MAX_BEST_OF = 21;
export const MAX_TEAM_SIZE = 8;

/** The games of a fixture, in the order they are played (a singles league's one game included). */
export function gamesOf(format: LeagueFormat): LeagueGame[] {
  return format.kind === 'singles'
    ? [{ kind: 'singles', bestOf: format.bestOf, mode: format.mode }]
    : [...format.games];
}

/** Players each side puts up for a game. */
export function playersPerSide(game: LeagueGame): number {
  if (game.kind === 'singles') return 1;
  if (game.kind === 'pairs') return 2;
  return game.teamSize ?? 4;
}

/** Legs a side must win to take a game. */
export function legsToWinGame(game: LeagueGame): number {
  return Math.ceil(game.bestOf / 2);
}

/** The most games a side can win in one fixture (a walkover is scored as all of them). */
export function gamesInFixture(format: LeagueFormat): number {
  return gamesOf(format).length;
}

/** The leg's rules from the darts engine. */
export function legRulesFor(mode: LegMode): ModeRules {
  return mode.kind === 'cricket' ? cricketRules : x01Rules(mode.start, mode.doubleOut);
}

/** The lanes' game mode that plays this leg as it is, or null when the lanes have none (801, 1001 …). */
export function laneModeFor(mode: LegMode): GameMode | null {
  if (mode.kind === 'cricket') return 'Cricket';
  if (mode.start !== 501 && mode.start !== 301) return null;
  return mode.doubleOut ? `${mode.start} Double Out` : `${mode.start}`;
}

/** The leg mode as people say it: '501', '801 Double Out', 'Cricket'. */
export function legModeText(mode: LegMode): string {
  if (mode.kind === 'cricket') return 'Cricket';
  return mode.doubleOut ? `${mode.start} Double Out` : `${mode.start}`;
}

const KIND_TEXT: Record<LeagueGameKind, string> = { singles: 'Singles', pairs: 'Pairs', team: 'Team game' };

/** A game as the fixture sheet heads it: 'Game 7 · Pairs · best of 3 · 501'. */
export function gameText(game: LeagueGame, gameNumber: number): string {
  const legs = game.bestOf === 1 ? '1 leg' : `best of ${game.bestOf}`;
  return `Game ${gameNumber} · ${KIND_TEXT[game.kind]} · ${legs} · ${legModeText(game.mode)}`;
}

/**
 * Who throws first in a game: the away side in odd-numbered games (1, 3, 5 …), the home side in even ones,
 * so the two sides open the games of a fixture in turn.
 */
export function firstThrowInGame(gameNumber: number): Side {
  return gameNumber % 2 === 1 ? 'away' : 'home';
}

/**
 * Who throws first in a leg of a game: the game's opener in its first leg, then the throw alternates leg by
 * leg as in every game on the lanes (shared/darts/throwOrder.ts).
 */
export function firstThrowInLeg(gameNumber: number, legNumber: number): Side {
  const sides: Side[] = ['home', 'away'];
  let first = sides.indexOf(firstThrowInGame(gameNumber));
  for (let leg = 1; leg < legNumber; leg++) first = firstThrowerOfNextLeg(first, 2);
  return sides[first];
}

/**
 * The fewest players a team needs on its roster for this format. A player plays at most one singles game
 * and at most one pairs game in a fixture (the usual league sheet), so a team needs a player for every
 * singles game, two for every pairs game, and a full side for its largest team game — whichever is most.
 */
export function minimumRoster(format: LeagueFormat): number {
  const games = gamesOf(format);
  const singles = games.filter((g) => g.kind === 'singles').length;
  const pairs = games.filter((g) => g.kind === 'pairs').length * 2;
  const team = Math.max(0, ...games.filter((g) => g.kind === 'team').map(playersPerSide));
  return Math.max(1, singles, pairs, team);
}

/** Why a team with `rosterSize` players cannot play this format, as a sentence, or null when it can. */
export function rosterError(format: LeagueFormat, teamName: string, rosterSize: number): string | null {
  const needed = minimumRoster(format);
  if (rosterSize >= needed) return null;
  const has = rosterSize === 1 ? '1 player' : `${rosterSize} players`;
  return `${teamName} has ${has}; this league’s format needs at least ${needed}.`;
}

/** Why a format cannot be used, as a sentence for staff, or null when it can. */
export function formatError(format: LeagueFormat): string | null {
  const games = gamesOf(format);
  if (games.length === 0) return 'A team format needs at least one game.';
  for (const [i, game] of games.entries()) {
    const name = format.kind === 'singles' ? 'The match' : `Game ${i + 1}`;
    if (
      !Number.isInteger(game.bestOf) ||
      game.bestOf < 1 ||
      game.bestOf > MAX_BEST_OF ||
      game.bestOf % 2 === 0
    )
      return `${name} must be best of an odd number of legs from 1 to ${MAX_BEST_OF}.`;
    if (game.mode.kind === 'x01' && !isX01Start(game.mode.start))
      return `${name} must start from 101 to 1001 in steps of 100 (301, 501, 801 …).`;
    const size = playersPerSide(game);
    if (game.kind === 'team' && (!Number.isInteger(size) || size < 2 || size > MAX_TEAM_SIZE))
      return `${name} must have from 2 to ${MAX_TEAM_SIZE} players a side.`;
  }
  return null;
}

function isX01Start(start: number): boolean {
  return Number.isInteger(start) && start >= 101 && start <= 1001 && start % 100 === 1;
}
