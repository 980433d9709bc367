import { threeDartAverage } from '../darts/averages';
import type { GameStatistics } from '../darts/stats';

/**
 * The season's player tables (docs/league.md#player-tables), built from the figures the venue computes for
 * every lane game (shared/darts/stats.ts), so a league night's 180 is counted exactly as tonight's
 * leaderboard counts it.
 *
 * - 3-dart average: all the player's x01 points ÷ all their x01 darts × 3 over the season (bust darts count
 *   and score nothing) — not the mean of each game's average, so a long game weighs more than a short one.
 *   A player is on the average table once they have played a leg to its end.
 * - 180s; 140+ visits (140–179, the same band as the game figures, so a 180 is not also a 140+);
 *   highest checkout; ton-plus finishes (legs won with a checkout of 100 or more).
 * - Each table is highest first. Level players: the one with the higher season average first, then by
 *   name. A player with nothing in a column (no 180, no checkout) is not on that table, and a player who
 *   hid themselves is on none of them.
 * Cricket and other modes count darts for nothing here: none of these figures exists in them.
 */

/** One lane game's figures, with the league player behind each of its players (null: not a league player). */
export interface SeasonGame {
  statistics: GameStatistics;
  playerIds: readonly (string | null)[];
}

export interface PlayerSeasonFigures {
  player: string;
  /** x01 darts and points over the season. */
  darts: number;
  points: number;
  /** Season 3-dart average (null before the first x01 dart). */
  average: number | null;
  /** Has played an x01 leg to its end (the average table's entry rule). */
  finishedLeg: boolean;
  oneEighties: number;
  tonForties: number;
  highestCheckout: number | null;
  tonPlusFinishes: number;
}

export const TON_PLUS_FINISH = 100;

/** Each league player's season figures, in order of first appearance. */
export function seasonPlayerFigures(games: readonly SeasonGame[]): PlayerSeasonFigures[] {
  const byPlayer = new Map<string, PlayerSeasonFigures>();
  for (const game of games) {
    if (game.statistics.family !== 'x01') continue;
    for (const figures of game.statistics.players) {
      const id = game.playerIds[figures.player] ?? null;
      if (id === null) continue;
      const row = byPlayer.get(id) ?? emptyFigures(id);
      byPlayer.set(id, row);
      row.darts += figures.darts;
      row.points += figures.points;
      row.finishedLeg ||= figures.fullLegsAverage !== null;
      row.oneEighties += figures.oneEighties;
      row.tonForties += figures.tonForties;
      if (figures.highestCheckout !== null)
        row.highestCheckout = Math.max(row.highestCheckout ?? 0, figures.highestCheckout);
      row.tonPlusFinishes += game.statistics.legs.filter(
        (leg) => leg.winner === figures.player && (leg.checkout ?? 0) >= TON_PLUS_FINISH,
      ).length;
    }
  }
  for (const row of byPlayer.values())
    row.average = row.darts > 0 ? threeDartAverage(row.points, row.darts) : null;
  return [...byPlayer.values()];
}

/**
 * Figures of parts of a season added up — each fixture's figures as its venue computed them at sign-off, for
 * a league across the group — by the same rule as `seasonPlayerFigures`: darts and points add up, so the
 * average is the season's points ÷ darts × 3 (not the mean of each fixture's average); counts add up; the
 * highest checkout is the highest of any part. In order of first appearance.
 */
export function combinedFigures(parts: readonly (readonly PlayerSeasonFigures[])[]): PlayerSeasonFigures[] {
  const byPlayer = new Map<string, PlayerSeasonFigures>();
  for (const part of parts)
    for (const f of part) {
      const row = byPlayer.get(f.player) ?? emptyFigures(f.player);
      byPlayer.set(f.player, row);
      row.darts += f.darts;
      row.points += f.points;
      row.finishedLeg ||= f.finishedLeg;
      row.oneEighties += f.oneEighties;
      row.tonForties += f.tonForties;
      if (f.highestCheckout !== null)
        row.highestCheckout = Math.max(row.highestCheckout ?? 0, f.highestCheckout);
      row.tonPlusFinishes += f.tonPlusFinishes;
    }
  for (const row of byPlayer.values())
    row.average = row.darts > 0 ? threeDartAverage(row.points, row.darts) : null;
  return [...byPlayer.values()];
}

function emptyFigures(player: string): PlayerSeasonFigures {
  return {
    player,
    darts: 0,
    points: 0,
    average: null,
    finishedLeg: false,
    oneEighties: 0,
    tonForties: 0,
    highestCheckout: null,
    tonPlusFinishes: 0,
  };
}

export interface PlayerTableEntry {
  player: string;
  value: number;
}

export interface PlayerTables {
  average: PlayerTableEntry[];
  oneEighties: PlayerTableEntry[];
  tonForties: PlayerTableEntry[];
  highestCheckout: PlayerTableEntry[];
  tonPlusFinishes: PlayerTableEntry[];
}

/**
 * The season's player tables. `names` gives each player's name for the by-name order (ids otherwise);
 * `hidden` are the players who hid themselves.
 */
export function playerTables(
  figures: readonly PlayerSeasonFigures[],
  hidden: ReadonlySet<string>,
  names: ReadonlyMap<string, string> = new Map(),
): PlayerTables {
  const shown = figures.filter((f) => !hidden.has(f.player));
  const nameOf = (id: string) => names.get(id) ?? id;
  const table = (value: (f: PlayerSeasonFigures) => number | null): PlayerTableEntry[] =>
    shown
      .flatMap((f) => {
        const v = value(f);
        return v === null || v <= 0 ? [] : [{ f, v }];
      })
      .sort(
        (a, b) =>
          b.v - a.v ||
          (b.f.average ?? 0) - (a.f.average ?? 0) ||
          nameOf(a.f.player).localeCompare(nameOf(b.f.player)),
      )
      .map(({ f, v }) => ({ player: f.player, value: v }));
  return {
    average: table((f) => (f.finishedLeg ? f.average : null)),
    oneEighties: table((f) => f.oneEighties),
    tonForties: table((f) => f.tonForties),
    highestCheckout: table((f) => f.highestCheckout),
    tonPlusFinishes: table((f) => f.tonPlusFinishes),
  };
}
