import { randomUUID } from 'node:crypto';
import type { LaneLeagueNight, LineupBody, NightFixture, NightGame } from '../../shared/api/leagueMatchNight';
import type { League, LeaguePlayer, Season } from '../../shared/api/leagues';
import { newGame } from '../../shared/darts/game';
import type { GameMode, GameState } from '../../shared/darts/types';
import { handicappedStarts, sideAverage } from '../../shared/league/handicap';
import {
  firstThrowInGame,
  gamesOf,
  gameText,
  legsToWinGame,
  playersPerSide,
  type LeagueGame,
  type Side,
} from '../../shared/league/matchFormat';
import { venueDateOf } from '../../shared/time/venueTime';
import type { AppContext } from '../context';
import { findGameRow } from '../db/games';
import { insertLaneGame } from '../db/laneGames';
import { findFixture, gamesOfFixture, type FixtureRecord } from '../db/leagueFixtures';
import {
  activeLeagueGameOnLane,
  fixtureIdsOn,
  nightGamesOf,
  rosterOf,
  setLaneGameOf,
  writeLineup,
  type NightGameRecord,
  type PlacedPlayer,
} from '../db/leagueMatchNight';
import { findSeason } from '../db/leagueSeasons';
import { readSettings } from '../db/settings';
import { findActiveLaneMatch } from '../db/tournamentMatches';
import { DomainError, notFound, refusal } from './domainError';
import { publishGame } from './laneGame';
import { requireLaneRow } from './laneGameCurrent';
import { FIXTURE_MESSAGES } from './leagueFixtures';
import { publishLeagueBoard } from './leagueBoard';
import { seasonAverages } from './leaguePlayerTables';
import { requireLeague } from './leagues';
import { fixtureView, requireSeason } from './leagueTables';

/**
 * Match night on the lane tablets (docs/league-nights.md#match-night): tonight's fixtures of a lane's
 * seasons, each captain's order of play, and a fixture's games put onto the season's lanes as lane games of
 * the venue's own scoring (services/leagueLaneGames.ts plays them). Every write checks everything first and
 * writes in one immediate transaction: a refused request leaves nothing behind.
 */

function venueToday(ctx: AppContext): string {
  return venueDateOf(ctx.now(), readSettings(ctx.db).timezone);
}

/** GET /api/lanes/:id/league-night. */
export function laneLeagueNight(ctx: AppContext, laneId: number): LaneLeagueNight {
  requireLaneRow(ctx, laneId);
  const date = venueToday(ctx);
  const fixtures = fixtureIdsOn(ctx.db, date)
    .filter((f) => findSeason(ctx.db, f.seasonId)?.lanes.includes(laneId))
    .map((f) => nightFixture(ctx, f.id));
  return { date, fixtures };
}

/** A fixture of tonight as the tablets read it. */
export function nightFixture(ctx: AppContext, fixtureId: string): NightFixture {
  const f = findFixture(ctx.db, fixtureId);
  if (!f) throw notFound(FIXTURE_MESSAGES.noFixture);
  const season = requireSeason(ctx, f.seasonId);
  const league = requireLeague(ctx, season.leagueId);
  const format = gamesOf(league.format);
  const records = nightGamesOf(ctx.db, fixtureId);
  return {
    leagueId: league.id,
    leagueName: league.name,
    seasonId: season.id,
    fixture: fixtureView(f, gamesOfFixture(ctx.db, fixtureId), league.format),
    lineups: {
      home: records.every((g) => g.homePlayers.length > 0),
      away: records.every((g) => g.awayPlayers.length > 0),
    },
    rosters: { home: rosterOf(ctx.db, f.homeTeamId), away: rosterOf(ctx.db, f.awayTeamId) },
    games: records.map((r) => nightGame(ctx, season, format[r.gameNumber - 1], r)),
  };
}

function nightGame(ctx: AppContext, season: Season, game: LeagueGame, r: NightGameRecord): NightGame {
  const status = r.finishedAt !== null ? 'finished' : r.laneGameId !== null ? 'playing' : 'waiting';
  return {
    gameNumber: r.gameNumber,
    kind: game.kind,
    title: gameText(game, r.gameNumber),
    playersPerSide: playersPerSide(game),
    legsToWin: legsToWinGame(game),
    firstThrow: firstThrowInGame(r.gameNumber),
    homePlayers: r.homePlayers.map((p) => p.name),
    awayPlayers: r.awayPlayers.map((p) => p.name),
    homeLegs: r.homeLegs,
    awayLegs: r.awayLegs,
    status,
    laneId: r.laneId,
    laneNumber: r.laneNumber,
    laneGameId: r.laneGameId,
    handicapStarts: season.handicap ? handicapShown(ctx, game, r.laneGameId) : null,
  };
}

/** The start scores a handicapped game was given, when they differ from the format's start. */
function handicapShown(ctx: AppContext, game: LeagueGame, laneGameId: string | null) {
  if (game.mode.kind !== 'x01' || laneGameId === null) return null;
  const row = findGameRow(ctx.db, laneGameId);
  const state = row?.state ? (JSON.parse(row.state) as GameState) : null;
  const [home, away] = state?.starts ?? [];
  if (home === undefined || away === undefined) return null;
  const start = game.mode.start;
  return home === start && away === start ? null : { home, away };
}

interface Tonight {
  fixture: FixtureRecord;
  season: Season;
  league: League;
  games: LeagueGame[];
  records: NightGameRecord[];
}

/** A fixture being played tonight on one of its season's lanes, still to be decided on the lanes. */
function tonightOnLane(ctx: AppContext, laneId: number, fixtureId: string): Tonight {
  const lane = requireLaneRow(ctx, laneId);
  const fixture = findFixture(ctx.db, fixtureId);
  if (!fixture) throw notFound(FIXTURE_MESSAGES.noFixture);
  const season = requireSeason(ctx, fixture.seasonId);
  if (!season.lanes.includes(laneId))
    throw refusal(400, 'VALIDATION', 'refusals.leagueNight.notOnLane', { lane: lane.number });
  if (fixture.date !== venueToday(ctx))
    throw refusal(409, 'CONFLICT', 'refusals.leagueNight.notTonight', { date: fixture.date });
  if (fixture.status === 'played' || fixture.status === 'walkover')
    throw refusal(409, 'CONFLICT', 'refusals.leagueNight.closed', { status: fixture.status });
  const league = requireLeague(ctx, season.leagueId);
  return { fixture, season, league, games: gamesOf(league.format), records: nightGamesOf(ctx.db, fixtureId) };
}

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** One side's order of play, checked against the roster and the format; a sentence for the first fault. */
function placeLineup(
  body: LineupBody,
  games: LeagueGame[],
  roster: LeaguePlayer[],
  team: string,
): PlacedPlayer[][] {
  if (body.games.length !== games.length)
    throw refusal(400, 'VALIDATION', 'refusals.leagueNight.gameCount', { count: games.length });
  const played = new Map<string, { singles: number; pairs: number }>();
  return games.map((game, i) => {
    const gameNumber = i + 1;
    const entries = body.games[i].players;
    const size = playersPerSide(game);
    if (entries.length !== size)
      throw refusal(400, 'VALIDATION', 'refusals.leagueNight.gameSize', { game: gameNumber, count: size });
    const placed = entries.map((entry): PlacedPlayer => {
      if ('substitute' in entry) return { id: null, name: entry.substitute.replace(/\s+/g, ' ') };
      const player = roster.find((p) => p.id === entry.playerId);
      if (!player) throw refusal(400, 'VALIDATION', 'refusals.leagueNight.notOnRoster', { team });
      return { id: player.id, name: player.name };
    });
    const keys = placed.map((p) => nameKey(p.name));
    const twice = placed.find((_, j) => keys.indexOf(keys[j]) !== j);
    if (twice)
      throw refusal(400, 'VALIDATION', 'refusals.leagueNight.twiceInGame', {
        name: twice.name,
        game: gameNumber,
      });
    if (game.kind !== 'team')
      for (const p of placed) {
        const count = played.get(nameKey(p.name)) ?? { singles: 0, pairs: 0 };
        count[game.kind] += 1;
        played.set(nameKey(p.name), count);
        if (count[game.kind] > 1)
          throw refusal(400, 'VALIDATION', 'refusals.leagueNight.tooManyGames', {
            name: p.name,
            kind: game.kind,
          });
      }
    return placed;
  });
}

/**
 * PUT /api/lanes/:id/league-fixtures/:fixtureId/lineup: a captain's order of play for every game. It can be
 * entered again until the fixture's first game starts; then it is the night's sheet.
 */
export function enterLineup(
  ctx: AppContext,
  laneId: number,
  fixtureId: string,
  body: LineupBody,
): NightFixture {
  const out = ctx.db
    .transaction(() => {
      const night = tonightOnLane(ctx, laneId, fixtureId);
      const { fixture } = night;
      const side: Side = body.side;
      const team = side === 'home' ? fixture.home : fixture.away;
      const started = night.records.find((r) => r.laneGameId !== null);
      if (started)
        throw refusal(409, 'CONFLICT', 'refusals.leagueNight.lineupSet', { team, game: started.gameNumber });
      const roster = rosterOf(ctx.db, side === 'home' ? fixture.homeTeamId : fixture.awayTeamId);
      writeLineup(ctx.db, fixtureId, side, placeLineup(body, night.games, roster, team));
      return nightFixture(ctx, fixtureId);
    })
    .immediate();
  publishLeagueBoard(ctx, out.leagueId);
  return out;
}

/** A side as the lane game names it: its player, its pair, or the team for a team game. */
function sideName(players: PlacedPlayer[], game: LeagueGame, team: string): string {
  if (game.kind === 'team') return team;
  return players.map((p) => p.name).join(' & ');
}

/** The engine game a league game is played as: the lanes' x01 rules from its own start, or Cricket. */
function leagueGameState(ctx: AppContext, night: Tonight, game: LeagueGame, r: NightGameRecord): GameState {
  const { fixture, season } = night;
  const players = [sideName(r.homePlayers, game, fixture.home), sideName(r.awayPlayers, game, fixture.away)];
  const legs = legsToWinGame(game);
  let mode: GameMode = 'Cricket';
  let starts: number[] | undefined;
  if (game.mode.kind === 'x01') {
    mode = game.mode.doubleOut ? '501 Double Out' : '501';
    const start = game.mode.start;
    const level = { home: start, away: start };
    const averages = season.handicap ? seasonAverages(ctx, season.id) : null;
    const sideAvg = (ps: PlacedPlayer[]) =>
      sideAverage(ps.map((p) => (p.id ? (averages?.get(p.id) ?? null) : null)));
    const given = averages ? handicappedStarts(start, sideAvg(r.homePlayers), sideAvg(r.awayPlayers)) : level;
    if (start !== 501 || given.home !== start || given.away !== start) starts = [given.home, given.away];
  }
  const opener = firstThrowInGame(r.gameNumber) === 'home' ? 0 : 1;
  return newGame({ mode, players, sets: 1, legs, starts, opener });
}

/**
 * POST /api/lanes/:id/league-fixtures/:fixtureId/games/:gameNumber/start: the game goes onto this lane as
 * its lane game, with who throws first by the league's rule and the handicap start scores when the season
 * plays one. Several games of a fixture may be on the season's lanes at once; a lane holds one game.
 */
export function startLeagueGame(
  ctx: AppContext,
  laneId: number,
  fixtureId: string,
  gameNumberParam: string,
): NightFixture {
  const out = ctx.db
    .transaction(() => {
      const night = tonightOnLane(ctx, laneId, fixtureId);
      const gameNumber = Number(gameNumberParam);
      const record = night.records.find((r) => r.gameNumber === gameNumber);
      const game = night.games[gameNumber - 1];
      if (!record || !game)
        throw refusal(404, 'NOT_FOUND', 'refusals.leagueNight.noGame', { game: gameNumberParam });
      if (record.laneGameId !== null)
        throw refusal(409, 'CONFLICT', 'refusals.leagueNight.gameStarted', { game: gameNumber });
      if (record.homePlayers.length === 0 || record.awayPlayers.length === 0)
        throw refusal(409, 'CONFLICT', 'refusals.leagueNight.lineupMissing', { game: gameNumber });
      const lane = requireLaneRow(ctx, laneId);
      if (lane.status === 'occupied')
        throw refusal(409, 'LANE_NOT_AVAILABLE', 'refusals.leagueNight.laneSession', { lane: lane.number });
      if (findActiveLaneMatch(ctx.db, laneId))
        throw refusal(409, 'LANE_NOT_AVAILABLE', 'refusals.leagueNight.laneMatch', { lane: lane.number });
      if (activeLeagueGameOnLane(ctx.db, laneId))
        throw refusal(409, 'LANE_NOT_AVAILABLE', 'refusals.leagueNight.laneBusy', { lane: lane.number });
      const id = randomUUID();
      const state = leagueGameState(ctx, night, game, record);
      insertLaneGame(ctx.db, { id, laneId, startedAt: ctx.now().toISOString(), state });
      setLaneGameOf(ctx.db, fixtureId, gameNumber, id);
      const row = findGameRow(ctx.db, id);
      if (!row) throw new DomainError(500, 'INTERNAL', 'The game disappeared while it was being saved');
      return { row, view: nightFixture(ctx, fixtureId) };
    })
    .immediate();
  publishGame(ctx, out.row);
  publishLeagueBoard(ctx, out.view.leagueId);
  return out.view;
}
