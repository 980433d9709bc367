import { z } from 'zod';
import { LOGIN_FIELDS_MISSING } from '../api/auth';
import { endpoint } from '../api/endpoint';
import { OpenApiDocument } from '../api/apiDocs';
import { sentence } from '../api/errors';
import { accountEndpoints } from './accounts';
import { groupBookingEndpoints } from './booking';
import { HeadOffice } from './figures';
import { figureEndpoints } from './figuresApi';
import { groupLeagueEndpoints } from './groupLeagueApi';
import { groupLeaguePageEndpoints } from './groupLeaguePage';

export const LOGIN_TOO_LONG = sentence('That username or password is too long.');
export const USERNAME_CONTROL_CHARACTERS = sentence('A username cannot contain control characters.');

/**
 * Head office's sign-in (the hub's own web app): its users (shared/group/accounts.ts), the first an owner
 * created on the hub's first run. A username is
 * text PostgreSQL can hold and compare (no NUL, no other control character); the password is only ever
 * hashed, never stored or sent to the database.
 */
export const HubLoginBody = z.object(
  {
    username: z
      .string({ error: LOGIN_FIELDS_MISSING })
      .min(1, LOGIN_FIELDS_MISSING)
      .max(100, LOGIN_TOO_LONG)
      .regex(/^\P{Cc}*$/u, USERNAME_CONTROL_CHARACTERS),
    password: z.string({ error: LOGIN_FIELDS_MISSING }).min(1, LOGIN_FIELDS_MISSING).max(200, LOGIN_TOO_LONG),
  },
  { error: LOGIN_FIELDS_MISSING },
);
export type HubLoginBody = z.infer<typeof HubLoginBody>;

/** Who signed in to head office. */
export const HubUser = z.object({ username: z.string() });
export type HubUser = z.infer<typeof HubUser>;

/** Head office's own endpoints: its sign-in, today's and this week's figures, and its API document. */
export const headOfficeEndpoints = {
  login: endpoint({
    method: 'post',
    path: '/api/login',
    door: 'head office',
    access: 'anonymous',
    body: HubLoginBody,
    response: HubUser,
  }),
  logout: endpoint({
    method: 'post',
    path: '/api/logout',
    door: 'head office',
    access: 'anonymous',
    response: 'no content',
  }),
  /** Each of the person's venues' figures for today and this week, and their leaderboard (docs/venue-group.md). */
  figures: endpoint({
    method: 'get',
    path: '/api/head-office',
    door: 'head office',
    access: 'staff',
    response: HeadOffice,
  }),
  /** Head office's API as OpenAPI 3.1 (docs/api.md): this door's endpoints, the group page's included. */
  openApi: endpoint({
    method: 'get',
    path: '/api/openapi.json',
    door: 'head office',
    access: 'staff',
    response: OpenApiDocument,
  }),
};

/**
 * Head office's door: every endpoint the hub serves (hub/implement.ts), its own and the group's booking
 * page's, called by name from its screens (renderer/api/call.ts). lan-server/test/contract.test.ts checks
 * that the hub implements each entry once.
 */
export const hubEndpoints = {
  headOffice: headOfficeEndpoints,
  accounts: accountEndpoints,
  figures: figureEndpoints,
  groupPage: groupBookingEndpoints,
  groupLeague: groupLeagueEndpoints,
  groupLeaguePage: groupLeaguePageEndpoints,
} as const;

/** The live socket's path: the figures again each time they change (not an entry: a socket, not a request). */
export const HUB_LIVE_PATH = '/api/live';
