import { z } from 'zod';
import { endpoint } from './endpoint';
import { sentence } from './errors';
import { LEAGUE_GAME_KINDS, LeagueFixture, LeaguePlayer } from './leagues';

/**
 * Match night on the lane tablets (docs/league-nights.md#match-night): tonight's fixtures of the seasons that
 * use a lane, each captain's order of play, a fixture's games put onto the season's lanes as lane games, and
 * the season's player tables.
 */

const SIDES = ['home', 'away'] as const;
export const SUBSTITUTE_NAME_MISSING = sentence('A substitute needs a name.');

/** A place in the order of play: a player from the team's roster, or a substitute named by the captain. */
export const LineupPlayer = z.union([
  z.object({ playerId: z.string().min(1).max(64) }),
  z.object({
    substitute: z.string({ error: SUBSTITUTE_NAME_MISSING }).trim().min(1, SUBSTITUTE_NAME_MISSING).max(40),
  }),
]);
export type LineupPlayer = z.infer<typeof LineupPlayer>;

/** PUT …/lineup: one side's players for every game of the fixture, in the format's order. */
export const LineupBody = z.object({
  side: z.enum(SIDES),
  games: z.array(z.object({ players: z.array(LineupPlayer).max(8) })).max(40),
});
export type LineupBody = z.infer<typeof LineupBody>;

/** A game of tonight's fixture as the tablets and the TV show it. */
export const NightGame = z.object({
  gameNumber: z.number().int(),
  kind: z.enum(LEAGUE_GAME_KINDS),
  /** 'Game 7 · Pairs · best of 3 · 501'. */
  title: z.string(),
  playersPerSide: z.number().int(),
  legsToWin: z.number().int(),
  /** Who throws first in the game's first leg (the league's rule: the away side in odd-numbered games). */
  firstThrow: z.enum(SIDES),
  homePlayers: z.array(z.string()),
  awayPlayers: z.array(z.string()),
  homeLegs: z.number().int(),
  awayLegs: z.number().int(),
  /** waiting: not started; playing: on a lane now; finished: its legs are in the fixture's result. */
  status: z.enum(['waiting', 'playing', 'finished']),
  laneId: z.number().int().nullable(),
  laneNumber: z.number().int().nullable(),
  laneGameId: z.string().nullable(),
  /** Each side's start score when the season's handicap changes it (x01 games); null when both start level. */
  handicapStarts: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
});
export type NightGame = z.infer<typeof NightGame>;

export const NightFixture = z.object({
  leagueId: z.string(),
  leagueName: z.string(),
  seasonId: z.string(),
  fixture: LeagueFixture,
  /** Whether each captain has entered the order of play. */
  lineups: z.object({ home: z.boolean(), away: z.boolean() }),
  rosters: z.object({ home: z.array(LeaguePlayer), away: z.array(LeaguePlayer) }),
  games: z.array(NightGame),
});
export type NightFixture = z.infer<typeof NightFixture>;

/** GET /api/lanes/:id/league-night: tonight's fixtures of every season that uses the lane. */
export const LaneLeagueNight = z.object({ date: z.string(), fixtures: z.array(NightFixture) });
export type LaneLeagueNight = z.infer<typeof LaneLeagueNight>;

const Entry = z.object({ player: z.string(), team: z.string(), value: z.number() });
export const SeasonPlayerTables = z.object({
  seasonId: z.string(),
  average: z.array(Entry),
  oneEighties: z.array(Entry),
  tonForties: z.array(Entry),
  highestCheckout: z.array(Entry),
  tonPlusFinishes: z.array(Entry),
});
export type SeasonPlayerTables = z.infer<typeof SeasonPlayerTables>;

export const leagueMatchNightEndpoints = {
  laneLeagueNight: endpoint({
    method: 'get',
    path: '/api/lanes/:id/league-night',
    door: 'lan',
    access: 'lane',
    response: LaneLeagueNight,
  }),
  lineup: endpoint({
    method: 'put',
    path: '/api/lanes/:id/league-fixtures/:fixtureId/lineup',
    door: 'lan',
    access: 'lane',
    body: LineupBody,
    response: NightFixture,
  }),
  startGame: endpoint({
    method: 'post',
    path: '/api/lanes/:id/league-fixtures/:fixtureId/games/:gameNumber/start',
    door: 'lan',
    access: 'lane',
    response: NightFixture,
  }),
  playerTables: endpoint({
    method: 'get',
    path: '/api/league-seasons/:id/player-tables',
    door: 'lan',
    access: 'staff',
    response: SeasonPlayerTables,
  }),
};
