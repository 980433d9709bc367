import type Database from 'better-sqlite3';
import type { LeagueTeam } from '../../shared/api/leagues';
import { stmt } from './sql';

/** The `league_teams` and `league_players` tables (migration 017): teams and their rosters. */

/** How a player's name is compared: one player whatever the spaces or capitals ('Ann  Lee' = 'ann lee'). */
export function playerKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

interface TeamRow {
  id: string;
  division_id: string;
  name: string;
  captain_email: string | null;
}

interface PlayerRow {
  id: string;
  team_id: string;
  name: string;
  is_captain: number;
}

export function insertTeam(db: Database.Database, team: LeagueTeam, createdAt: string): void {
  stmt(
    db,
    'INSERT INTO league_teams (id, division_id, name, created_at, captain_email) VALUES (?, ?, ?, ?, ?)',
  ).run(team.id, team.divisionId, team.name, createdAt, team.captainEmail);
  const insert = stmt(
    db,
    `INSERT INTO league_players (id, team_id, name, name_key, position, is_captain)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  team.players.forEach((p, i) => insert.run(p.id, team.id, p.name, playerKey(p.name), i, p.captain ? 1 : 0));
}

/** Every team of a division with its roster, in the order they were entered. */
export function teamsOf(db: Database.Database, divisionId: string): LeagueTeam[] {
  const teams = stmt(
    db,
    `SELECT id, division_id, name, captain_email FROM league_teams WHERE division_id = ?
      ORDER BY created_at, rowid`,
  ).all(divisionId) as TeamRow[];
  const players = stmt(
    db,
    `SELECT p.id, p.team_id, p.name, p.is_captain FROM league_players p
       JOIN league_teams t ON t.id = p.team_id
      WHERE t.division_id = ? ORDER BY p.position`,
  ).all(divisionId) as PlayerRow[];
  return teams.map((t) => ({
    id: t.id,
    divisionId: t.division_id,
    name: t.name,
    players: players
      .filter((p) => p.team_id === t.id)
      .map((p) => ({ id: p.id, name: p.name, captain: p.is_captain === 1 })),
    captainEmail: t.captain_email,
  }));
}

/** The team in a division that already has a player of this name, if any. */
export function teamWithPlayer(db: Database.Database, divisionId: string, name: string): string | undefined {
  const row = stmt(
    db,
    `SELECT t.name FROM league_players p JOIN league_teams t ON t.id = p.team_id
      WHERE t.division_id = ? AND p.name_key = ? LIMIT 1`,
  ).get(divisionId, playerKey(name)) as { name: string } | undefined;
  return row?.name;
}

export function teamNameTaken(db: Database.Database, divisionId: string, name: string): boolean {
  return (
    stmt(db, 'SELECT 1 FROM league_teams WHERE division_id = ? AND lower(name) = lower(?) LIMIT 1').get(
      divisionId,
      name,
    ) !== undefined
  );
}

/** The team's division, or undefined for no such team. */
export function divisionOfTeam(db: Database.Database, teamId: string): string | undefined {
  const row = stmt(db, 'SELECT division_id FROM league_teams WHERE id = ?').get(teamId) as
    { division_id: string } | undefined;
  return row?.division_id;
}

/** Sets or clears (null) the captain's contact address. */
export function setCaptainEmail(db: Database.Database, teamId: string, email: string | null): void {
  stmt(db, 'UPDATE league_teams SET captain_email = ? WHERE id = ?').run(email, teamId);
}

/** Moves a team, with its roster, to another division (a season's promotion and relegation). */
export function moveTeam(db: Database.Database, teamId: string, divisionId: string): void {
  stmt(db, 'UPDATE league_teams SET division_id = ? WHERE id = ?').run(divisionId, teamId);
}
