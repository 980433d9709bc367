import type { Pool } from 'pg';
import { z } from 'zod';
import { Correction, GroupGameResult } from '../../shared/group/groupLeague';
import type { GroupLeagueView } from '../../shared/group/groupLeagueApi';
import { publicLeaguePage } from './publicPage';
import { hostingVenues, type LeagueData } from './read';

const Games = z.array(GroupGameResult);

/** Head office's page of a league: all it holds, the conflicts and clashes, each feed's state, the tables. */
export async function leagueView(pool: Pool, data: LeagueData): Promise<GroupLeagueView> {
  const seasonId = data.season?.id ?? null;
  const conflicts = await pool.query<{
    fixture_id: string;
    venue_id: string;
    based_on: number;
    standing_version: number;
    games: unknown;
    correction: unknown;
    received_at: Date;
  }>(
    `SELECT c.fixture_id, c.venue_id, c.based_on, c.standing_version, c.games, c.correction, c.received_at
       FROM group_league_conflicts c JOIN group_league_fixtures f USING (fixture_id)
      WHERE f.season_id = $1 ORDER BY c.received_at, c.event_id`,
    [seasonId],
  );
  const clashes = await pool.query<{
    fixture_id: string;
    venue_id: string;
    night_date: string;
    lanes_short: number;
    reported_at: Date;
  }>(
    `SELECT c.fixture_id, c.venue_id, c.night_date::text AS night_date, c.lanes_short, c.reported_at
       FROM group_league_clashes c JOIN group_league_fixtures f USING (fixture_id)
      WHERE f.season_id = $1 ORDER BY c.night_date, c.reported_at`,
    [seasonId],
  );
  const feeds = await pool.query<{
    venue_id: string;
    written: string;
    applied_through: string;
    answered_at: Date | null;
  }>(
    `SELECT venue_id, written, applied_through, answered_at FROM group_league_feed_venues
      WHERE venue_id = ANY($1::text[]) ORDER BY venue_id`,
    [hostingVenues(data)],
  );
  return {
    league: data.league,
    divisions: data.divisions,
    teams: data.teams,
    season: data.season,
    // The darts figures are on the page's player tables, not on each fixture.
    fixtures: data.fixtures.map((f) => {
      const held = data.results.get(f.id);
      if (!held) return { ...f, result: null };
      const { figures: _figures, ...result } = held;
      return { ...f, result };
    }),
    conflicts: conflicts.rows.map((c) => ({
      fixtureId: c.fixture_id,
      venueId: c.venue_id,
      basedOn: c.based_on,
      standingVersion: c.standing_version,
      games: Games.parse(c.games),
      correction: c.correction === null ? null : Correction.parse(c.correction),
      receivedAt: c.received_at.toISOString(),
    })),
    clashes: clashes.rows.map((c) => ({
      fixtureId: c.fixture_id,
      venueId: c.venue_id,
      nightDate: c.night_date,
      lanesShort: c.lanes_short,
      reportedAt: c.reported_at.toISOString(),
    })),
    feeds: feeds.rows.map((f) => ({
      venueId: f.venue_id,
      written: Number(f.written),
      appliedThrough: Number(f.applied_through),
      answeredAt: f.answered_at?.toISOString() ?? null,
    })),
    page: publicLeaguePage(data),
  };
}
