import type Database from 'better-sqlite3';
import type { CustomerQuery } from '../../shared/api/privacy';
import { emailKey } from '../../shared/privacy/retention';
import { stmt } from './sql';

/**
 * The personal data a league keeps: a team captain's contact address (`league_teams.captain_email`, migration
 * 020). Players' names are the league's results, published on the league page by the players' own choice, and
 * stay; the address is the only contact detail. Every statement reads the teams that hold an address through
 * the partial index `league_teams_with_captain_email`, never every team.
 */

/** A captain's address as a subject access request hands it over. */
export interface CaptainContactRecord {
  teamId: string;
  team: string;
  division: string;
  league: string;
  captainEmail: string;
}

/**
 * The retention rule for a captain's address: kept while the team plays, and removed once the team's last
 * league night (of any season) ended before the cut-off — or, for a team that never had a fixture, once it
 * was entered before it.
 */
export const ANONYMISE_CAPTAINS_SQL = `UPDATE league_teams SET captain_email = NULL
  WHERE id IN (
    SELECT t.id FROM league_teams t INDEXED BY league_teams_with_captain_email
     WHERE t.captain_email IS NOT NULL
       AND COALESCE((SELECT MAX(n.ends_at) FROM league_fixtures f
                       JOIN league_nights n ON n.season_id = f.season_id AND n.night_date = f.night_date
                      WHERE f.home_team_id = t.id OR f.away_team_id = t.id), t.created_at) < @cutoff
     LIMIT @limit)`;

export function anonymiseCaptainsBefore(
  db: Database.Database,
  cutoffIso: string,
  _nowIso: string,
  limit: number,
): number {
  return stmt(db, ANONYMISE_CAPTAINS_SQL).run({ cutoff: cutoffIso, limit }).changes;
}

const FIND_SQL = `SELECT t.id AS teamId, t.name AS team, d.name AS division, l.name AS league,
    t.captain_email AS captainEmail
  FROM league_teams t INDEXED BY league_teams_with_captain_email
  JOIN league_divisions d ON d.id = t.division_id
  JOIN leagues l ON l.id = d.league_id
  WHERE t.captain_email IS NOT NULL AND lower(t.captain_email) = ?
  ORDER BY t.created_at`;

/** The teams whose captain's address is this customer's (by e-mail; a phone finds none: none is kept). */
export function captainContactsFor(db: Database.Database, query: CustomerQuery): CaptainContactRecord[] {
  if (!query.email) return [];
  return stmt(db, FIND_SQL).all(emailKey(query.email)) as CaptainContactRecord[];
}

/** Removes this customer's address from every team that names them captain; returns how many. */
export function eraseCaptainContacts(db: Database.Database, query: CustomerQuery): number {
  const clear = stmt(db, 'UPDATE league_teams SET captain_email = NULL WHERE id = ?');
  return captainContactsFor(db, query).reduce((n, r) => n + clear.run(r.teamId).changes, 0);
}
