import type {
  CaptainEmailBody,
  CaptainMailLine,
  CaptainsMailBody,
  CaptainsMailResult,
} from '../../shared/api/leagueMail';
import type { LeagueTeam } from '../../shared/api/leagues';
import type { AppContext } from '../context';
import { fixturesOf } from '../db/leagueFixtures';
import { divisionOfTeam, setCaptainEmail, teamsOf } from '../db/leagueTeams';
import { seasonMailQueued } from '../db/outbox';
import { captainEmailOf } from './captainEmail';
import { refusal } from './domainError';
import { requireSeason } from './leagueTables';
import { refuseGroupLeagueEdit } from './groupLeagueGuard';

/**
 * The captains' fixtures e-mail (docs/league-nights.md#the-captains-e-mail): each captain's address on their
 * team, and a season's fixtures sent to the captains as outbox messages — one per captain with an address,
 * all recorded in one transaction; the mail courier composes each from the season when it sends it.
 */

/** Sets or removes (an empty address) a team captain's contact address. */
export function updateCaptainEmail(ctx: AppContext, teamId: string, body: CaptainEmailBody): LeagueTeam {
  const email = captainEmailOf(body.email);
  return ctx.db
    .transaction(() => {
      const divisionId = divisionOfTeam(ctx.db, teamId);
      if (divisionId === undefined) throw refusal(404, 'NOT_FOUND', 'refusals.leagueMail.noTeam');
      refuseGroupLeagueEdit(ctx, { team: teamId });
      setCaptainEmail(ctx.db, teamId, email);
      const team = teamsOf(ctx.db, divisionId).find((t) => t.id === teamId);
      if (!team) throw refusal(404, 'NOT_FOUND', 'refusals.leagueMail.noTeam');
      return team;
    })
    .immediate();
}

/**
 * Queues the season's fixtures for every captain of its teams (or of `teamIds` only) with an address;
 * captains without one are listed beside them. Refused, with nothing queued, for a team that has no fixture
 * in the season.
 */
export function sendCaptainsMail(
  ctx: AppContext,
  seasonId: string,
  body: CaptainsMailBody,
): CaptainsMailResult {
  return ctx.db.transaction(() => queueCaptainsMail(ctx, seasonId, body.teamIds)).immediate();
}

/** Inside the caller's transaction: what sendCaptainsMail does. */
export function queueCaptainsMail(
  ctx: AppContext,
  seasonId: string,
  teamIds?: readonly string[],
): CaptainsMailResult {
  requireSeason(ctx, seasonId);
  const fixtures = fixturesOf(ctx.db, seasonId);
  const playing = new Set(fixtures.flatMap((f) => [f.homeTeamId, f.awayTeamId]));
  const divisions = [...new Set(fixtures.map((f) => f.divisionId))];
  const teams = divisions.flatMap((d) => teamsOf(ctx.db, d)).filter((t) => playing.has(t.id));
  const byId = new Map(teams.map((t) => [t.id, t]));
  const chosen = teamIds ? [...new Set(teamIds)] : teams.map((t) => t.id);
  const result: CaptainsMailResult = { queued: [], withoutAddress: [] };
  for (const id of chosen) {
    const team = byId.get(id);
    if (!team) {
      const divisionId = divisionOfTeam(ctx.db, id);
      if (divisionId === undefined) throw refusal(404, 'NOT_FOUND', 'refusals.leagueMail.noTeam');
      const name = teamsOf(ctx.db, divisionId).find((t) => t.id === id)?.name ?? '';
      throw refusal(400, 'VALIDATION', 'refusals.leagueMail.notInSeason', { team: name });
    }
    const line: CaptainMailLine = {
      teamId: team.id,
      team: team.name,
      captain: team.players.find((p) => p.captain)?.name ?? team.name,
      recipient: team.captainEmail,
      outboxId: null,
    };
    if (team.captainEmail === null) {
      result.withoutAddress.push(line);
      continue;
    }
    const outboxId = ctx.outbox.record('mail', {
      kind: 'league_fixtures',
      seasonId,
      teamId: team.id,
      recipient: team.captainEmail,
    });
    result.queued.push({ ...line, outboxId });
  }
  return result;
}

/**
 * After a fixture moves: the two teams' captains get their fixtures again, if the season's fixtures were sent
 * before (a season never sent stays unsent until staff send it).
 */
export function resendAfterMove(ctx: AppContext, seasonId: string, teamIds: readonly string[]): void {
  if (seasonMailQueued(ctx.db, seasonId)) queueCaptainsMail(ctx, seasonId, teamIds);
}
