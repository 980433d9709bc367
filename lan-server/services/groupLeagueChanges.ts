import type { GroupLeagueFixture, GroupLeagueTeam, LeagueChange } from '../../shared/group/groupLeague';
import { gamesOf, playersPerSide } from '../../shared/league/matchFormat';
import { venueDateOf } from '../../shared/time/venueTime';
import type { AppContext } from '../context';
import {
  findGroupFixture,
  findGroupLeague,
  insertGroupFixture,
  insertGroupLeague,
  setSnapshot,
} from '../db/groupLeague';
import {
  replaceRoster,
  upsertDivision,
  upsertGroupFixture,
  upsertLeague,
  upsertSeason,
  teamNameOf,
  upsertTeam,
} from '../db/groupLeagueRows';
import { findFixture } from '../db/leagueFixtures';
import { findLeague } from '../db/leagues';
import { findSeason } from '../db/leagueSeasons';
import { listLaneRows } from '../db/lanes';
import { readSettings } from '../db/settings';
import { conflict, forbidden } from './domainError';
import { applyHeadOfficeResult } from './groupLeagueResults';
import { reportClashes, takeNights } from './groupLeagueNights';

/** What a batch touched, announced once it is committed. */
export interface Applied {
  lanes: Set<number>;
  leagues: Set<string>;
}

export const CHANGE_MESSAGES = {
  hostedElsewhere: (home: string, away: string) =>
    `The fixture ${home} v ${away} is hosted by another venue; this venue plays only the fixtures it hosts.`,
  unknownLeague: 'Head office has not sent this venue that league yet.',
  idTaken: 'A league of this venue’s own already has that id.',
  unknownTeam: 'A fixture names a team head office has not sent this venue.',
  unknownFixture: 'Head office corrected a fixture this venue has not hosted.',
} as const;

/** Applies one change of head office's feed inside the caller's transaction; throws to refuse the batch. */
export function applyChange(ctx: AppContext, venueId: string, change: LeagueChange, applied: Applied): void {
  switch (change.kind) {
    case 'league_published':
      return publishLeague(ctx, change);
    case 'team_changed':
      requireGroupLeague(ctx, change.leagueId);
      applyTeam(ctx, change.team);
      applied.leagues.add(change.leagueId);
      return;
    case 'fixtures_changed':
      return applyFixtures(ctx, venueId, change.leagueId, change.fixtures, applied);
    case 'result_corrected': {
      requireGroupLeague(ctx, change.leagueId);
      const fixture = findGroupFixture(ctx.db, change.result.fixtureId);
      if (!fixture || fixture.leagueId !== change.leagueId) throw conflict(CHANGE_MESSAGES.unknownFixture);
      applyHeadOfficeResult(ctx, change.result, change.correction);
      applied.leagues.add(change.leagueId);
      return;
    }
    case 'tables_changed': {
      const { snapshot } = change;
      requireGroupLeague(ctx, snapshot.leagueId);
      setSnapshot(ctx.db, snapshot.leagueId, JSON.stringify(snapshot.page ?? null), snapshot.computedAt);
      return;
    }
  }
}

function requireGroupLeague(ctx: AppContext, leagueId: string) {
  const league = findGroupLeague(ctx.db, leagueId);
  if (!league) throw conflict(CHANGE_MESSAGES.unknownLeague);
  return league;
}

type Published = Extract<LeagueChange, { kind: 'league_published' }>;

/**
 * The league, its season and every team, kept in the venue's own league tables under head office's ids. The
 * season's lanes are the venue's choice: as many as head office asks for, the lowest numbers first, leaving
 * out lanes in maintenance or test mode.
 */
function publishLeague(ctx: AppContext, change: Published): void {
  const now = ctx.now().toISOString();
  const { league, season, divisions, teams } = change;
  const known = findGroupLeague(ctx.db, league.id);
  if (!known && findLeague(ctx.db, league.id)) throw conflict(CHANGE_MESSAGES.idTaken);
  upsertLeague(ctx.db, { ...league, kind: league.format.kind, createdAt: now });
  const lanes = known
    ? (findSeason(ctx.db, known.seasonId)?.lanes ?? [])
    : chooseLanes(ctx, season.night.lanes);
  upsertSeason(ctx.db, {
    id: known?.seasonId ?? season.id,
    leagueId: league.id,
    name: season.name,
    startDate: venueDateOf(ctx.now(), readSettings(ctx.db).timezone),
    night: season.night,
    lanes,
    roundRobin: season.roundRobin,
    createdAt: now,
  });
  insertGroupLeague(ctx.db, league.id, known?.seasonId ?? season.id);
  for (const d of divisions) upsertDivision(ctx.db, { ...d, leagueId: league.id });
  for (const team of teams) applyTeam(ctx, team);
}

function chooseLanes(ctx: AppContext, count: number): number[] {
  return listLaneRows(ctx.db)
    .filter((l) => l.status !== 'maintenance' && l.status !== 'test')
    .sort((a, b) => a.number - b.number)
    .slice(0, count)
    .map((l) => l.id);
}

function applyTeam(ctx: AppContext, team: GroupLeagueTeam): void {
  upsertTeam(ctx.db, team, ctx.now().toISOString());
  replaceRoster(ctx.db, team.id, team.players);
}

/**
 * Fixtures this venue hosts: new ones are added with their games, moved or postponed ones replace the
 * earlier copy (a result already played here is kept). Each scheduled fixture's night takes the season's
 * lanes (groupLeagueNights.ts).
 */
function applyFixtures(
  ctx: AppContext,
  venueId: string,
  leagueId: string,
  fixtures: readonly GroupLeagueFixture[],
  applied: Applied,
): void {
  const group = requireGroupLeague(ctx, leagueId);
  const league = findLeague(ctx.db, leagueId);
  if (!league) throw conflict(CHANGE_MESSAGES.unknownLeague);
  const shapes = gamesOf(league.format).map((g) => ({ kind: g.kind, playersPerSide: playersPerSide(g) }));
  for (const f of fixtures) {
    const home = teamNameOf(ctx.db, f.homeTeamId);
    const away = teamNameOf(ctx.db, f.awayTeamId);
    if (f.hostVenueId !== venueId)
      throw forbidden(CHANGE_MESSAGES.hostedElsewhere(home ?? 'home', away ?? 'away'));
    if (!home || !away) throw conflict(CHANGE_MESSAGES.unknownTeam);
    const existing = findFixture(ctx.db, f.id);
    upsertGroupFixture(ctx.db, { ...f, seasonId: group.seasonId, existing: existing ?? null }, shapes);
    insertGroupFixture(ctx.db, f.id, leagueId);
  }
  for (const laneId of takeNights(ctx, group.seasonId)) applied.lanes.add(laneId);
  reportClashes(ctx, leagueId, group.seasonId, fixtures);
  applied.leagues.add(leagueId);
}
