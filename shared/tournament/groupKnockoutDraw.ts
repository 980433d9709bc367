/**
 * The group knockout's two stages as its state reads them from the tournament and its games: the groups
 * (who is in each, their fixtures and tables) and, once drawn, the knockout (quarter finals, semi finals,
 * final; see knockout.ts for how the matches feed one another).
 *
 * A drawn stage keeps what was drawn: group fixtures are the stored group games once any exist, and the
 * knockout's first round is its stored games (a bye is a first-round place with no game, its player taken
 * from the `byes` the draw kept, in match order). Only a stage not drawn yet is worked out from the rules —
 * the fixtures from the groups, the first round from the final group tables — so a tournament drawn by an
 * older version of the rules plays on exactly as it was drawn.
 */
import type { FormatGame, FormatRecord } from './engine';
import { playedOf } from './engine';
import { roundRobinFixtures } from './fixtures';
import {
  GROUP_STAGE,
  isKnockoutStage,
  KNOCKOUT_STAGES,
  matchesInStage,
  type KnockoutStage,
} from './knockout';
import { seedKnockout, type GroupTable } from './seeding';
import { standingsFor, tieBreakersFrom, type PlayedGame, type Standing } from './standings';

export interface GroupOfStage {
  groupId: string;
  /** In draw order. */
  players: string[];
  standings: Standing[];
  /** Its games, in stored order. */
  games: FormatGame[];
}

/** A match of a group's round robin, stored or still to be created. */
export interface GroupFixture {
  groupId: string;
  roundNumber: number;
  home: string;
  away: string;
}

export interface KnockoutPlace {
  stage: KnockoutStage;
  /** 1-based within the stage (QF1 …). */
  number: number;
  home: string | null;
  away: string | null;
  /** A first-round place with one qualifier and nobody to play: they go straight through. */
  bye: boolean;
  game: FormatGame | null;
  /** The player who goes through: the game's winner, or the bye's player. */
  through: string | null;
}

export interface KnockoutOfStage {
  firstStage: KnockoutStage;
  bracketSize: number;
  /** Every place from the first stage to the final, stage by stage in match order. */
  places: KnockoutPlace[];
}

/**
 * Group id → players in draw order: the groups kept at the draw, with anyone a group game names added (a
 * game is the record of who played), sorted by id.
 */
export function groupsOf(t: FormatRecord, games: readonly FormatGame[]): GroupOfStage[] {
  const members = new Map<string, string[]>();
  for (const [id, players] of Object.entries(t.bracket?.groups ?? {}))
    if (Array.isArray(players))
      members.set(
        id,
        players.filter((p): p is string => typeof p === 'string'),
      );
  const groupGames = games.filter((g) => g.stage === GROUP_STAGE);
  for (const g of groupGames) {
    const id = g.groupId ?? '?';
    const list = members.get(id) ?? [];
    for (const p of [g.home, g.away]) if (p !== null && !list.includes(p)) list.push(p);
    members.set(id, list);
  }
  const tieBreakers = tieBreakersFrom(t.tieBreakers);
  return [...members.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([groupId, players]) => {
      const mine = groupGames.filter((g) => g.groupId === groupId);
      const played = mine.map(playedOf).filter((p): p is PlayedGame => p !== null);
      return { groupId, players, standings: standingsFor(players, played, tieBreakers), games: mine };
    });
}

/** The group stage's matches: the stored ones once drawn, else every group's round robin. */
export function groupFixtures(groups: readonly GroupOfStage[]): GroupFixture[] {
  const stored = groups.some((g) => g.games.length > 0);
  const out: GroupFixture[] = [];
  for (const g of groups) {
    if (stored) {
      for (const game of g.games)
        out.push({
          groupId: g.groupId,
          roundNumber: game.roundNumber,
          home: game.home ?? '',
          away: game.away ?? '',
        });
      continue;
    }
    for (const f of roundRobinFixtures(g.players))
      out.push({ groupId: g.groupId, roundNumber: f.round, home: f.home, away: f.away });
  }
  return out;
}

export const knockoutGamesOf = (games: readonly FormatGame[]) =>
  games.filter((g) => isKnockoutStage(g.stage));

/** Whether the knockout has been drawn: the draw is kept in the options, and its games exist. */
export function knockoutDrawn(t: FormatRecord, games: readonly FormatGame[]): boolean {
  return t.bracket?.firstStage !== undefined || knockoutGamesOf(games).length > 0;
}

/** The first round as drawn: [home, away] per place, away null for a bye. */
function firstRound(
  t: FormatRecord,
  groups: readonly GroupOfStage[],
  stage: KnockoutStage,
  knockoutGames: readonly FormatGame[],
): { home: string | null; away: string | null; bye: boolean }[] {
  const stored = knockoutGames.filter((g) => g.stage === stage);
  if (stored.length > 0) {
    const byes = t.bracket?.byes ?? [];
    let nextBye = 0;
    const places = [];
    for (let n = 1; n <= matchesInStage(stage); n++) {
      const game = stored.find((g) => g.roundNumber === n);
      if (game) places.push({ home: game.home, away: game.away, bye: false });
      else places.push({ home: byes[nextBye++] ?? null, away: null, bye: true });
    }
    return places;
  }
  const tables: GroupTable[] = groups.map((g) => ({ groupId: g.groupId, standings: g.standings }));
  return seedKnockout(tables, t.advancePerGroup, t.seedingMethod).matches.map((m) => ({
    home: m.home.player,
    away: m.away ? m.away.player : null,
    bye: m.away === null,
  }));
}

/** The knockout as far as it is known, or null before it is drawn. */
export function knockoutOf(
  t: FormatRecord,
  groups: readonly GroupOfStage[],
  games: readonly FormatGame[],
): KnockoutOfStage | null {
  if (!knockoutDrawn(t, games)) return null;
  const knockoutGames = knockoutGamesOf(games);
  const tables: GroupTable[] = groups.map((g) => ({ groupId: g.groupId, standings: g.standings }));
  const seeded = t.bracket?.firstStage ?? null;
  const firstStage =
    seeded ??
    KNOCKOUT_STAGES.find((s) => knockoutGames.some((g) => g.stage === s)) ??
    seedKnockout(tables, t.advancePerGroup, t.seedingMethod).stage;
  const gameAt = (stage: KnockoutStage, n: number) =>
    knockoutGames.find((g) => g.stage === stage && g.roundNumber === n) ?? null;
  const places: KnockoutPlace[] = [];
  const throughOf = (game: FormatGame | null) => (game && game.status === 'completed' ? game.winner : null);
  firstRound(t, groups, firstStage, knockoutGames).forEach((p, i) => {
    const game = p.bye ? null : gameAt(firstStage, i + 1);
    places.push({
      stage: firstStage,
      number: i + 1,
      home: p.home,
      away: p.away,
      bye: p.bye,
      game,
      through: p.bye ? p.home : throughOf(game),
    });
  });
  let previous = places.slice();
  for (const stage of KNOCKOUT_STAGES.slice(KNOCKOUT_STAGES.indexOf(firstStage) + 1)) {
    const round: KnockoutPlace[] = [];
    for (let n = 1; n <= matchesInStage(stage); n++) {
      const game = gameAt(stage, n);
      round.push({
        stage,
        number: n,
        home: previous[2 * n - 2]?.through ?? null,
        away: previous[2 * n - 1]?.through ?? null,
        bye: false,
        game,
        through: throughOf(game),
      });
    }
    places.push(...round);
    previous = round;
  }
  return { firstStage, bracketSize: t.bracket?.bracketSize ?? 2 * matchesInStage(firstStage), places };
}
