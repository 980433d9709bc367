import { z } from 'zod';
import { endpoint } from './endpoint';
import { Role } from './auth';
import { sentence } from './errors';

/**
 * Settings → Users: an admin sets a new password for `staff` or `admin`. A password is at
 * least 10 characters (a phrase is easier to keep than a short jumble, and long beats clever against
 * guessing) and at most 200, as sign-in accepts; it is never trimmed.
 */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

export const PASSWORD_TOO_SHORT = sentence(
  `The new password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
);
export const PASSWORD_TOO_LONG = sentence(
  `The new password must be at most ${MAX_PASSWORD_LENGTH} characters long.`,
);
export const PASSWORD_BLANK = sentence('The new password must not be only spaces.');

/** PUT /api/users/{username}/password. */
export const SetPasswordBody = z.object({
  password: z
    .string({ error: PASSWORD_TOO_SHORT })
    .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
    .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG)
    .refine((p) => p.trim().length > 0, PASSWORD_BLANK),
});
export type SetPasswordBody = z.infer<typeof SetPasswordBody>;

/** One sign-in of the front desk, as the Users section lists it (never its password hash). */
export const StaffUser = z.object({ username: z.string(), role: Role });
export type StaffUser = z.infer<typeof StaffUser>;

/** GET /api/users. */
export const StaffUserList = z.object({ users: z.array(StaffUser) });
export type StaffUserList = z.infer<typeof StaffUserList>;

/** The answer of PUT /api/users/{username}/password: how many of that user's other sign-ins ended. */
export const PasswordChanged = z.object({
  username: z.string(),
  sessionsEnded: z.number().int(),
  message: z.string(),
});
export type PasswordChanged = z.infer<typeof PasswordChanged>;

/** The users area of the endpoint table (shared/api/table.ts). */
export const usersEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/users',
    door: 'lan',
    access: 'admin',
    refusal: 'Only an admin can manage users.',
    response: StaffUserList,
  }),
  setPassword: endpoint({
    method: 'put',
    path: '/api/users/:username/password',
    door: 'lan',
    access: 'admin',
    refusal: "Only an admin can set a user's password.",
    body: SetPasswordBody,
    response: PasswordChanged,
  }),
};
