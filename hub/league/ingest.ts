import type { PoolClient } from 'pg';
import { venueSubject, type GroupEvent } from '../../shared/group/events';
import { resultToHost, tablesChanged } from './changes';

type LeagueEvent = Extract<
  GroupEvent,
  { kind: 'league_result' | 'league_result_corrected' | 'league_fixture_clash' }
>;

export function isLeagueEvent(e: GroupEvent): e is LeagueEvent {
  return (
    e.kind === 'league_result' || e.kind === 'league_result_corrected' || e.kind === 'league_fixture_clash'
  );
}

/**
 * A venue's league event into head office's league (docs/venue-group.md, "A league across the group"),
 * inside the batch's transaction:
 * - only the venue that hosts a fixture speaks for it: a result, correction or clash for a fixture another
 *   venue hosts, or one head office does not have, is recorded in `dropped_messages` and changes nothing;
 * - a signed-off result is the fixture's version 1, with the darts figures its venue computed; the same
 *   result again changes nothing, a different one is kept as a conflict and head office's version stands;
 * - a correction is applied only when it corrects head office's current version (its figures, when it
 *   carries any, replace the fixture's); otherwise it is kept as a conflict (shown, not applied) and head
 *   office's version goes back down to the venue;
 * - a clash is kept as reported.
 * Answers the league whose results changed (its tables go to every hosting venue once per batch), or null.
 */
export async function projectLeague(db: PoolClient, e: LeagueEvent): Promise<string | null> {
  const fixtureId = e.kind === 'league_fixture_clash' ? e.fixtureId : e.result.fixtureId;
  const found = await db.query<{ host_venue_id: string; league_id: string }>(
    `SELECT f.host_venue_id, s.league_id FROM group_league_fixtures f JOIN group_league_seasons s USING (season_id)
      WHERE f.fixture_id = $1`,
    [fixtureId],
  );
  const fixture = found.rows[0];
  const why =
    !fixture || fixture.league_id !== e.leagueId
      ? `${e.kind} for fixture ${fixtureId}, which head office does not have in league ${e.leagueId}`
      : fixture.host_venue_id !== e.venueId
        ? `${e.kind} for fixture ${fixtureId}, hosted by ${fixture.host_venue_id}`
        : null;
  if (why !== null || !fixture) {
    await db.query('INSERT INTO dropped_messages (subject, reason, venue_id) VALUES ($1, $2, $3)', [
      venueSubject(e.venueId, e.kind),
      (why ?? '').slice(0, 500),
      e.venueId,
    ]);
    return null;
  }
  if (e.kind === 'league_fixture_clash') {
    await db.query(
      `INSERT INTO group_league_clashes (event_id, fixture_id, venue_id, night_date, lanes_short)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [e.eventId, fixtureId, e.venueId, e.nightDate, e.lanesShort],
    );
    return null;
  }
  const held = await db.query<{ version: number; games: unknown }>(
    'SELECT version, games FROM group_league_results WHERE fixture_id = $1 FOR UPDATE',
    [fixtureId],
  );
  const current = held.rows[0];
  const games = JSON.stringify(e.result.games);
  const figures = e.figures ? JSON.stringify(e.figures) : null;
  if (e.kind === 'league_result') {
    if (!current) {
      await db.query(
        `INSERT INTO group_league_results (fixture_id, version, games, signed_at, figures)
         VALUES ($1, $2, $3, $4, $5)`,
        [fixtureId, e.result.version, games, e.signedAt, figures],
      );
      return fixture.league_id;
    }
    if (JSON.stringify(current.games) === games) return null;
    await keepConflict(db, e, current.version, 0, null);
    await resultToHost(db, e.leagueId, fixtureId, e.venueId);
    return null;
  }
  if (current && current.version === e.correction.basedOn) {
    const version = current.version + 1;
    await db.query(
      `UPDATE group_league_results SET version = $2, games = $3, figures = COALESCE($4, figures), updated_at = now()
        WHERE fixture_id = $1`,
      [fixtureId, version, games, figures],
    );
    await db.query(
      `INSERT INTO group_league_corrections (fixture_id, version, games, correction, venue_id, event_id)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [fixtureId, version, games, JSON.stringify(e.correction), e.venueId, e.eventId],
    );
    return fixture.league_id;
  }
  await keepConflict(db, e, current?.version ?? 0, e.correction.basedOn, e.correction);
  await resultToHost(db, e.leagueId, fixtureId, e.venueId);
  return null;
}

async function keepConflict(
  db: PoolClient,
  e: Extract<LeagueEvent, { result: unknown }>,
  standing: number,
  basedOn: number,
  correction: unknown,
): Promise<void> {
  await db.query(
    `INSERT INTO group_league_conflicts (event_id, fixture_id, venue_id, based_on, standing_version, games, correction)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [
      e.eventId,
      e.result.fixtureId,
      e.venueId,
      basedOn,
      standing,
      JSON.stringify(e.result.games),
      correction === null ? null : JSON.stringify(correction),
    ],
  );
}

/** After a batch: the tables of each league whose results changed, once each, to every hosting venue. */
export async function leagueTablesChanged(db: PoolClient, leagues: ReadonlySet<string>): Promise<void> {
  const at = new Date();
  for (const leagueId of leagues) await tablesChanged(db, leagueId, at);
}
