import { z } from 'zod';
import { endpoint } from './endpoint';
import { sentence } from './errors';
import { LeagueFixture } from './leagues';

/**
 * A league's fixtures once drawn (docs/league-nights.md#fixtures-after-the-draw): staff record a walkover,
 * postpone a fixture to another night, or correct a result (audited, with a reason); each captain signs the
 * result off on a lane tablet of the night.
 */

const SIDES = ['home', 'away'] as const;
export const REASON_MISSING = sentence('Please give a reason for the change.');
const reason = z.string({ error: REASON_MISSING }).trim().min(1, REASON_MISSING).max(500);

export const WalkoverBody = z.object({ winner: z.enum(SIDES), reason });
export type WalkoverBody = z.infer<typeof WalkoverBody>;

export const PostponeBody = z.object({
  /** The new night, 'YYYY-MM-DD' at the venue; played at the season's start time on its lanes. */
  date: z.string(),
  reason,
  /** Takes the lanes on the new night although bookings hold them (staff override). */
  overrideReason: z.string().trim().max(500).optional(),
});
export type PostponeBody = z.infer<typeof PostponeBody>;

export const ResultBody = z.object({
  games: z.array(z.object({ homeLegs: z.number().int().min(0), awayLegs: z.number().int().min(0) })).max(40),
  reason,
});
export type ResultBody = z.infer<typeof ResultBody>;

export const SignOffBody = z.object({ side: z.enum(SIDES) });
export type SignOffBody = z.infer<typeof SignOffBody>;

export const FixtureCorrection = z.object({
  correctedBy: z.string(),
  correctedAt: z.string(),
  reason: z.string(),
  /** The fixture's status and game scores before and after, as JSON text. */
  before: z.string(),
  after: z.string(),
  /** Where it was made: at the venue, or (a league across the group) at head office. */
  where: z.enum(['venue', 'head office']),
});
export type FixtureCorrection = z.infer<typeof FixtureCorrection>;

export const leagueNightEndpoints = {
  walkover: endpoint({
    method: 'post',
    path: '/api/league-fixtures/:id/walkover',
    door: 'lan',
    access: 'staff',
    body: WalkoverBody,
    response: LeagueFixture,
  }),
  postpone: endpoint({
    method: 'post',
    path: '/api/league-fixtures/:id/postpone',
    door: 'lan',
    access: 'staff',
    body: PostponeBody,
    response: LeagueFixture,
  }),
  correct: endpoint({
    method: 'put',
    path: '/api/league-fixtures/:id/result',
    door: 'lan',
    access: 'staff',
    body: ResultBody,
    response: LeagueFixture,
  }),
  corrections: endpoint({
    method: 'get',
    path: '/api/league-fixtures/:id/corrections',
    door: 'lan',
    access: 'staff',
    response: z.array(FixtureCorrection),
  }),
  signOff: endpoint({
    method: 'post',
    path: '/api/lanes/:id/league-fixtures/:fixtureId/sign-off',
    door: 'lan',
    access: 'lane',
    body: SignOffBody,
    response: LeagueFixture,
  }),
};
