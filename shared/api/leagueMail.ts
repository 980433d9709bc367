import { z } from 'zod';
import { endpoint } from './endpoint';
import { LeagueTeam } from './leagues';

/**
 * The captains' fixtures e-mail (docs/league-nights.md#the-captains-e-mail): a team captain's contact address,
 * and sending a season's fixtures to the captains through the outbox. Staff only on the LAN door.
 */

/** PUT /api/league-teams/{id}/captain-email: the address, or '' to remove it. */
export const CaptainEmailBody = z.object({ email: z.string().trim().max(254) });
export type CaptainEmailBody = z.infer<typeof CaptainEmailBody>;

/**
 * POST /api/league-seasons/{id}/captains-mail: every team of the season, or only these (a postponement
 * concerns two teams).
 */
export const CaptainsMailBody = z.object({ teamIds: z.array(z.string()).max(200).optional() });
export type CaptainsMailBody = z.infer<typeof CaptainsMailBody>;

/** A captain the e-mail was queued for, or one without an address to send it to. */
export const CaptainMailLine = z.object({
  teamId: z.string(),
  team: z.string(),
  captain: z.string(),
  /** The address it was queued for; null when the captain has none. */
  recipient: z.string().nullable(),
  /** The outbox message, when one was queued. */
  outboxId: z.string().nullable(),
});
export type CaptainMailLine = z.infer<typeof CaptainMailLine>;

export const CaptainsMailResult = z.object({
  queued: z.array(CaptainMailLine),
  /** Captains without an address: listed so staff can hand them the fixtures another way, not an error. */
  withoutAddress: z.array(CaptainMailLine),
});
export type CaptainsMailResult = z.infer<typeof CaptainsMailResult>;

export const leagueMailEndpoints = {
  setCaptainEmail: endpoint({
    method: 'put',
    path: '/api/league-teams/:id/captain-email',
    door: 'lan',
    access: 'staff',
    body: CaptainEmailBody,
    response: LeagueTeam,
  }),
  captainsMail: endpoint({
    method: 'post',
    path: '/api/league-seasons/:id/captains-mail',
    door: 'lan',
    access: 'staff',
    body: CaptainsMailBody,
    response: CaptainsMailResult,
  }),
};
