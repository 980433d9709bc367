import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { sentence } from '../api/errors';
import { SetPasswordBody } from '../api/users';

/**
 * Head office's accounts (docs/venue-group.md#accounts): an **owner** sees every venue and manages the users;
 * a **manager** sees the venues chosen for them; a **viewer** sees the venues chosen for them and changes
 * nothing but their own password. The server enforces a person's venues on every answer.
 */
export const HubRole = z.enum(['owner', 'manager', 'viewer'], {
  error: sentence('A role is owner, manager or viewer.'),
});
export type HubRole = z.infer<typeof HubRole>;

export const USERNAME_RULE = sentence('A username is 1 to 100 letters, digits, dots, dashes or underscores.');
const Username = z.string({ error: USERNAME_RULE }).regex(/^[\p{L}\p{N}._-]{1,100}$/u, USERNAME_RULE);

const VENUES_RULE = sentence('Choose the venues as a list of venue ids (at most 500).');
const VenueIds = z
  .array(z.string({ error: VENUES_RULE }).min(1, VENUES_RULE).max(100, VENUES_RULE), { error: VENUES_RULE })
  .max(500, VENUES_RULE);

/** One head office user as the owner's list shows them (never a password hash). */
export const HubAccount = z.object({
  username: z.string(),
  role: HubRole,
  /** The venues they may see; an owner's is every venue head office knows. */
  venues: z.array(z.string()),
});
export type HubAccount = z.infer<typeof HubAccount>;

export const HubAccountList = z.object({ users: z.array(HubAccount) });
export type HubAccountList = z.infer<typeof HubAccountList>;

/** A new user: a username, a first password (the venue's rules), a role and, but for an owner, their venues. */
export const NewHubUserBody = z.object({
  username: Username,
  password: SetPasswordBody.shape.password,
  role: HubRole,
  venues: VenueIds.default([]),
});
export type NewHubUserBody = z.infer<typeof NewHubUserBody>;

export const HubAccessBody = z.object({ role: HubRole, venues: VenueIds.default([]) });
export type HubAccessBody = z.infer<typeof HubAccessBody>;

export const CURRENT_PASSWORD_MISSING = sentence('Enter your current password.');
/** Changing one's own password: the current one, and a new one by the venue's rules. */
export const ChangePasswordBody = z.object({
  currentPassword: z
    .string({ error: CURRENT_PASSWORD_MISSING })
    .min(1, CURRENT_PASSWORD_MISSING)
    .max(200, CURRENT_PASSWORD_MISSING),
  newPassword: SetPasswordBody.shape.password,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const HubPasswordChanged = z.object({ sessionsEnded: z.number().int(), message: z.string() });

const OWNERS_ONLY = 'Only an owner can manage head office users.';

/** Head office's accounts area of `hubEndpoints`. `admin` here means an owner. */
export const accountEndpoints = {
  /** Who is signed in, their role and their venues: what the screens show and hide. */
  me: endpoint({
    method: 'get',
    path: '/api/me',
    door: 'head office',
    access: 'staff',
    response: HubAccount,
  }),
  /** Any signed-in user, viewers too: the current password is asked again; their other sessions end. */
  changePassword: endpoint({
    method: 'post',
    path: '/api/me/password',
    door: 'head office',
    access: 'staff',
    body: ChangePasswordBody,
    response: HubPasswordChanged,
  }),
  users: endpoint({
    method: 'get',
    path: '/api/users',
    door: 'head office',
    access: 'admin',
    refusal: OWNERS_ONLY,
    response: HubAccountList,
  }),
  addUser: endpoint({
    method: 'post',
    path: '/api/users',
    door: 'head office',
    access: 'admin',
    refusal: OWNERS_ONLY,
    body: NewHubUserBody,
    response: HubAccount,
    status: 201,
  }),
  /** A user's role and venues; their sessions see the change at their next request. */
  setAccess: endpoint({
    method: 'put',
    path: '/api/users/:username',
    door: 'head office',
    access: 'admin',
    refusal: OWNERS_ONLY,
    body: HubAccessBody,
    response: HubAccount,
  }),
  /** Removes a user and ends their sessions. */
  removeUser: endpoint({
    method: 'delete',
    path: '/api/users/:username',
    door: 'head office',
    access: 'admin',
    refusal: OWNERS_ONLY,
    response: 'no content',
  }),
};
