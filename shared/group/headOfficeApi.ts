import { z } from 'zod';
import { LOGIN_FIELDS_MISSING } from '../api/auth';
import { sentence } from '../api/errors';

export const LOGIN_TOO_LONG = sentence('That username or password is too long.');
export const USERNAME_CONTROL_CHARACTERS = sentence('A username cannot contain control characters.');

/**
 * Head office's sign-in (the hub's own web app): one admin, created on the hub's first run. A username is
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

export const HUB_PATHS = {
  login: '/api/login',
  logout: '/api/logout',
  headOffice: '/api/head-office',
  live: '/api/live',
} as const;

export const HubError = z.object({ message: z.string() });
