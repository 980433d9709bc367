import { z } from 'zod';
import { endpoint } from './endpoint';
import { sentence } from './errors';
import { LANGUAGES } from '../i18n/languages';

/**
 * Sign-in (docs/behaviour.md#signing-in): both fields required after trimming; the password itself is sent
 * untrimmed.
 */
export const LOGIN_FIELDS_MISSING = sentence('Please enter both username and password');

export const LoginBody = z.object({
  username: z.string({ error: LOGIN_FIELDS_MISSING }).trim().min(1, LOGIN_FIELDS_MISSING).max(100),
  password: z
    .string({ error: LOGIN_FIELDS_MISSING })
    .max(200)
    .refine((p) => p.trim().length > 0, LOGIN_FIELDS_MISSING),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const Role = z.enum(['customer', 'staff', 'admin']);
export type Role = z.infer<typeof Role>;

export const SessionUser = z.object({ id: z.string(), username: z.string(), role: Role });
export type SessionUser = z.infer<typeof SessionUser>;

/**
 * A staff member's own language (docs/i18n.md): it overrides the venue's for them alone; null follows the
 * venue's Settings → Language.
 */
export const OwnLanguage = z.object({ language: z.enum(LANGUAGES).nullable() });
export type OwnLanguage = z.infer<typeof OwnLanguage>;

/** Answer of POST /api/auth/login and GET /api/auth/me: who is signed in, and the language they chose. */
export const UserResponse = z.object({ user: SessionUser, language: z.enum(LANGUAGES).nullable() });
export type UserResponse = z.infer<typeof UserResponse>;

export const STAFF_ROLES: readonly Role[] = ['staff', 'admin'];
export function isStaffRole(role: Role): boolean {
  return STAFF_ROLES.includes(role);
}

/** POST /api/auth/logout's answer. */
export const SignedOut = z.object({ ok: z.literal(true) });

/** The auth area of the endpoint table (shared/api/table.ts). */
export const authEndpoints = {
  me: endpoint({
    method: 'get',
    path: '/api/auth/me',
    door: 'lan',
    access: 'anonymous',
    response: UserResponse,
  }),
  login: endpoint({
    method: 'post',
    path: '/api/auth/login',
    door: 'lan',
    access: 'anonymous',
    body: LoginBody,
    response: UserResponse,
  }),
  /** The signed-in staff member chooses their own language, or null to follow the venue's again. */
  setLanguage: endpoint({
    method: 'put',
    path: '/api/auth/me/language',
    door: 'lan',
    access: 'staff',
    body: OwnLanguage,
    response: OwnLanguage,
  }),
  logout: endpoint({
    method: 'post',
    path: '/api/auth/logout',
    door: 'lan',
    access: 'anonymous',
    response: SignedOut,
  }),
};
