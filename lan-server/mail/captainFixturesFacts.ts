import type Database from 'better-sqlite3';
import { isLanguage } from '../../shared/i18n/languages';
import { fixturesOf } from '../db/leagueFixtures';
import { findLeague } from '../db/leagues';
import { findSeason } from '../db/leagueSeasons';
import { readSettings } from '../db/settings';
import { stmt } from '../db/sql';
import type { CaptainFixtures } from './captainFixtures';

/**
 * What a captain's fixtures e-mail says, read from the season as it stands now (so a message retried after a
 * postponement carries the new date): the team's fixtures still to be played — scheduled or postponed, each
 * on its night's hours — in the venue's language, zone and name. Undefined when the season or the team is
 * gone, or the team has no fixture in the season.
 */
export function captainFixturesFor(
  db: Database.Database,
  seasonId: string,
  teamId: string,
  stamp: Date,
): CaptainFixtures | undefined {
  const season = findSeason(db, seasonId);
  const league = season && findLeague(db, season.leagueId);
  const team = stmt(
    db,
    `SELECT t.name AS team, p.name AS captain FROM league_teams t
       LEFT JOIN league_players p ON p.team_id = t.id AND p.is_captain = 1
      WHERE t.id = ?`,
  ).get(teamId) as { team: string; captain: string | null } | undefined;
  if (!season || !league || !team) return undefined;
  const ofTeam = fixturesOf(db, seasonId).filter((f) => f.homeTeamId === teamId || f.awayTeamId === teamId);
  if (ofTeam.length === 0) return undefined;
  const nights = new Map(season.nights.map((n) => [n.date, n]));
  const fixtures = ofTeam
    .filter((f) => f.status === 'scheduled' || f.status === 'postponed')
    .flatMap((f) => {
      const night = nights.get(f.date);
      if (!night) return [];
      return [
        {
          id: f.id,
          week: f.week,
          startsAt: night.startsAt,
          endsAt: night.endsAt,
          home: f.home,
          away: f.away,
        },
      ];
    })
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const settings = readSettings(db);
  return {
    captain: team.captain ?? team.team,
    team: team.team,
    league: league.name,
    season: season.name,
    venue: settings.businessName,
    zone: settings.timezone,
    language: isLanguage(settings.language) ? settings.language : 'en',
    fixtures,
    stamp,
  };
}
