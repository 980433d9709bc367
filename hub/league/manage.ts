import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import type { HubAccount } from '../../shared/group/accounts';
import type {
  CorrectResultBody,
  MoveFixtureBody,
  NewGroupLeagueBody,
  NewSeasonBody,
  NewTeamBody,
} from '../../shared/group/groupLeagueApi';
import { seasonDates } from '../../shared/league/calendar';
import { drawSeason, seasonDrawError } from '../../shared/league/fixtures';
import { refusal, sentenceRefusal } from '../../server-kit/domainError';
import { publishedChanges, resultToHost, tablesChanged } from './changes';
import { appendFeed } from './feed';
import { hostingVenues, readLeague, venuesOf, type LeagueData } from './read';
import { checkRosterRules } from './rosterRules';

/**
 * Head office running a league across the group (docs/venue-group.md, "A league across the group"): each
 * write in one PostgreSQL transaction with the feed entries it owes the hosting venues, so a change and what
 * the venues will be told commit together or not at all.
 */

const NO_LEAGUE = 'Head office has no league with that id.';
const NO_FIXTURE = 'This league has no fixture with that id.';

export async function inTransaction<T>(pool: Pool, work: (db: PoolClient) => Promise<T>): Promise<T> {
  const db = await pool.connect();
  try {
    await db.query('BEGIN');
    const done = await work(db);
    await db.query('COMMIT');
    return done;
  } catch (err) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    db.release();
  }
}

/**
 * The league if this person may see it: every venue of its teams is among theirs (an owner sees all). One
 * they may not see is answered as one head office does not have. The league's row is locked for the
 * transaction, so two changes to one league are made one after the other.
 */
export async function leagueFor(
  db: Pool | PoolClient,
  leagueId: string,
  user: HubAccount,
): Promise<LeagueData> {
  const data = await readLeague(db, leagueId);
  if (!data || !venuesOf(data).every((v) => user.venues.includes(v)))
    throw sentenceRefusal(404, 'NOT_FOUND', NO_LEAGUE);
  return data;
}

export async function locked(db: PoolClient, leagueId: string, user: HubAccount): Promise<LeagueData> {
  await db.query('SELECT 1 FROM group_leagues WHERE league_id = $1 FOR UPDATE', [leagueId]).catch(() => {
    throw sentenceRefusal(404, 'NOT_FOUND', NO_LEAGUE);
  });
  return leagueFor(db, leagueId, user);
}

export async function createLeague(pool: Pool, body: NewGroupLeagueBody): Promise<string> {
  const id = randomUUID();
  await pool.query(
    'INSERT INTO group_leagues (league_id, name, points_scheme, format) VALUES ($1, $2, $3, $4)',
    [id, body.name, body.pointsScheme, JSON.stringify(body.format)],
  );
  return id;
}

export function addDivision(pool: Pool, leagueId: string, user: HubAccount, name: string): Promise<string> {
  return inTransaction(pool, async (db) => {
    const data = await locked(db, leagueId, user);
    const id = randomUUID();
    await db.query(
      'INSERT INTO group_league_divisions (division_id, league_id, name, position) VALUES ($1, $2, $3, $4)',
      [id, leagueId, name, data.divisions.length + 1],
    );
    return id;
  });
}

export function addTeam(pool: Pool, leagueId: string, user: HubAccount, body: NewTeamBody): Promise<string> {
  return inTransaction(pool, async (db) => {
    const data = await locked(db, leagueId, user);
    if (!user.venues.includes(body.homeVenueId)) throw refusal(404, 'NOT_FOUND', 'refusals.hub.noSuchVenue');
    if (!data.divisions.some((d) => d.id === body.divisionId))
      throw sentenceRefusal(400, 'VALIDATION', 'Choose a division of this league.');
    if (data.season?.drawn)
      throw sentenceRefusal(409, 'CONFLICT', 'The season is drawn: a new team joins next season.');
    checkRosterRules(data.league.format, body.name, body.players);
    const id = randomUUID();
    await db.query(
      `INSERT INTO group_league_teams (team_id, league_id, division_id, name, home_venue_id)
       VALUES ($1, $2, $3, $4, $5)`,
      [id, leagueId, body.divisionId, body.name, body.homeVenueId],
    );
    for (const [position, p] of body.players.entries())
      await db.query(
        `INSERT INTO group_league_players (player_id, team_id, position, name, captain, hidden)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [randomUUID(), id, position, p.name, p.captain, p.hidden],
      );
    return id;
  });
}

/** A season with each hosting venue's night; one not yet published is replaced, with its draw. */
export function createSeason(
  pool: Pool,
  leagueId: string,
  user: HubAccount,
  body: NewSeasonBody,
): Promise<string> {
  return inTransaction(pool, async (db) => {
    const data = await locked(db, leagueId, user);
    if (data.season && data.season.publishedAt === null)
      await db.query('DELETE FROM group_league_seasons WHERE season_id = $1', [data.season.id]);
    const nights = new Map(body.nights.map((n) => [n.venueId, n.night]));
    const missing = venuesOf(data).find((v) => !nights.has(v));
    if (missing !== undefined)
      throw sentenceRefusal(400, 'VALIDATION', 'Give every home venue of the teams its league night.');
    const id = randomUUID();
    await db.query(
      `INSERT INTO group_league_seasons (season_id, league_id, name, start_date, round_robin)
       VALUES ($1, $2, $3, $4, $5)`,
      [id, leagueId, body.name, body.startDate, body.roundRobin],
    );
    for (const [venueId, night] of nights)
      await db.query(
        'INSERT INTO group_league_host_nights (season_id, venue_id, night) VALUES ($1, $2, $3)',
        [id, venueId, JSON.stringify(night)],
      );
    return id;
  });
}

function unpublished(data: LeagueData): NonNullable<LeagueData['season']> {
  if (!data.season) throw sentenceRefusal(409, 'CONFLICT', 'This league has no season yet.');
  if (data.season.publishedAt !== null)
    throw sentenceRefusal(409, 'CONFLICT', 'This season is published: its fixtures are moved one by one.');
  return data.season;
}

/**
 * Draws each division (shared/league/fixtures.ts: home and away, week by week); a fixture is played at the
 * home team's venue, on that venue's league night in the fixture's week (shared/league/calendar.ts from the
 * season's start date). Drawing again replaces the draw until the season is published.
 */
export function draw(pool: Pool, leagueId: string, user: HubAccount, seed?: number): Promise<void> {
  return inTransaction(pool, async (db) => {
    const data = await locked(db, leagueId, user);
    const season = unpublished(data);
    if (data.divisions.length === 0)
      throw sentenceRefusal(400, 'VALIDATION', 'A division needs at least two teams to draw fixtures.');
    await db.query('DELETE FROM group_league_fixtures WHERE season_id = $1', [season.id]);
    const nightOf = new Map(season.nights.map((n) => [n.venueId, n.night]));
    for (const division of data.divisions) {
      const teams = data.teams.filter((t) => t.divisionId === division.id);
      const why = seasonDrawError(teams.map((t) => t.id));
      if (why !== null) throw sentenceRefusal(400, 'VALIDATION', why);
      for (const team of teams) checkRosterRules(data.league.format, team.name, team.players);
      const drawn = drawSeason(
        teams.map((t) => t.id),
        { kind: season.roundRobin, ...(seed === undefined ? {} : { seed }) },
      );
      const venueOf = new Map(teams.map((t) => [t.id, t.homeVenueId]));
      const datesOf = new Map<string, string[]>();
      for (const f of drawn.fixtures) {
        const host = venueOf.get(f.home) ?? '';
        const night = nightOf.get(host);
        if (!night)
          throw sentenceRefusal(400, 'VALIDATION', 'Give every home venue of the teams its league night.');
        let dates = datesOf.get(host);
        if (!dates) {
          dates = seasonDates(
            { startDate: season.startDate, weekday: night.weekday, skippedDates: [] },
            drawn.weeks,
          );
          datesOf.set(host, dates);
        }
        await db.query(
          `INSERT INTO group_league_fixtures
             (fixture_id, season_id, division_id, week, night_date, home_team_id, away_team_id, host_venue_id, status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'scheduled')`,
          [randomUUID(), season.id, division.id, f.week, dates[f.week - 1], f.home, f.away, host],
        );
      }
    }
    await db.query('UPDATE group_league_seasons SET drawn_at = now() WHERE season_id = $1', [season.id]);
  });
}

/** Publishes the drawn season: each hosting venue's feed gets the league and its fixtures, then the tables. */
export function publish(pool: Pool, leagueId: string, user: HubAccount, at: Date): Promise<void> {
  return inTransaction(pool, async (db) => {
    const data = await locked(db, leagueId, user);
    const season = unpublished(data);
    if (!season.drawn || data.fixtures.length === 0)
      throw sentenceRefusal(409, 'CONFLICT', 'Draw the fixtures before publishing the season.');
    await db.query('UPDATE group_league_seasons SET published_at = $2 WHERE season_id = $1', [season.id, at]);
    for (const venueId of hostingVenues(data))
      await appendFeed(db, venueId, leagueId, publishedChanges(data, venueId));
    await tablesChanged(db, leagueId, at);
  });
}

function fixtureOf(data: LeagueData, fixtureId: string) {
  const fixture = data.fixtures.find((f) => f.id === fixtureId);
  if (!fixture) throw sentenceRefusal(404, 'NOT_FOUND', NO_FIXTURE);
  return fixture;
}

/** Head office's correction: of its current version, always; the host venue is told, and every venue the tables. */
export function correctResult(
  pool: Pool,
  leagueId: string,
  fixtureId: string,
  user: HubAccount,
  body: CorrectResultBody,
  at: Date,
): Promise<void> {
  return inTransaction(pool, async (db) => {
    const data = await locked(db, leagueId, user);
    const fixture = fixtureOf(data, fixtureId);
    const held = await db.query<{ version: number }>(
      'SELECT version FROM group_league_results WHERE fixture_id = $1 FOR UPDATE',
      [fixtureId],
    );
    const current = held.rows[0]?.version;
    if (current === undefined)
      throw sentenceRefusal(
        409,
        'CONFLICT',
        'This fixture has no result yet: it is signed off at its venue.',
      );
    const version = current + 1;
    const correction = {
      basedOn: current,
      by: user.username.slice(0, 60),
      where: 'head office',
      reason: body.reason,
      at: at.toISOString(),
    };
    await db.query(
      'UPDATE group_league_results SET version = $2, games = $3, updated_at = now() WHERE fixture_id = $1',
      [fixtureId, version, JSON.stringify(body.games)],
    );
    await db.query(
      `INSERT INTO group_league_corrections (fixture_id, version, games, correction) VALUES ($1, $2, $3, $4)`,
      [fixtureId, version, JSON.stringify(body.games), JSON.stringify(correction)],
    );
    await resultToHost(db, leagueId, fixtureId, fixture.hostVenueId);
    await tablesChanged(db, leagueId, at);
  });
}

/** Moves a fixture to another night, or postpones it; a published one's host venue is told. */
export function moveFixture(
  pool: Pool,
  leagueId: string,
  fixtureId: string,
  user: HubAccount,
  body: MoveFixtureBody,
  at: Date,
): Promise<void> {
  return inTransaction(pool, async (db) => {
    const data = await locked(db, leagueId, user);
    const fixture = fixtureOf(data, fixtureId);
    if (data.results.has(fixtureId))
      throw sentenceRefusal(409, 'CONFLICT', 'This fixture has been played: correct its result instead.');
    await db.query('UPDATE group_league_fixtures SET night_date = $2, status = $3 WHERE fixture_id = $1', [
      fixtureId,
      body.nightDate,
      body.status,
    ]);
    if (data.season?.publishedAt == null) return;
    await appendFeed(db, fixture.hostVenueId, leagueId, [
      {
        kind: 'fixtures_changed',
        leagueId,
        fixtures: [{ ...fixture, nightDate: body.nightDate, status: body.status }],
      },
    ]);
    await tablesChanged(db, leagueId, at);
  });
}
