import type { Pool } from 'pg';
import { headOfficeEndpoints as api } from '../shared/group/headOfficeApi';
import { addressKeyOf } from '../server-kit/addresses';
import { headOffice } from './figures';
import { implementHub, type HubRoute } from './implement';
import { SESSION_COOKIE, type HubSignIn } from './signIn';

/**
 * Head office's own endpoints (docs/venue-group.md): sign-in and sign-out, and the group's figures for a
 * signed-in user. The session cookie is HttpOnly and SameSite=Strict; over HTTPS the door marks it Secure
 * (server-kit/headers.ts).
 */
export function headOfficeRoutes(pool: Pool, signIn: HubSignIn): HubRoute[] {
  const cookie = { httpOnly: true, sameSite: 'strict' as const, path: '/' };
  return [
    implementHub(api.login, async ({ body, req, res }) => {
      const signedIn = await signIn.signIn(body.username, body.password, addressKeyOf(req.ip ?? ''));
      if (signedIn.kind === 'refused') {
        if (signedIn.retryAfterS !== undefined) res.setHeader('Retry-After', String(signedIn.retryAfterS));
        throw signedIn.refusal;
      }
      res.cookie(SESSION_COOKIE, signedIn.token, { ...cookie, maxAge: signedIn.maxAgeMs });
      return { username: signedIn.username };
    }),
    implementHub(api.logout, async ({ req, res }) => {
      await signIn.signOut(req.headers.cookie);
      res.clearCookie(SESSION_COOKIE, cookie);
      return undefined;
    }),
    implementHub(api.figures, () => headOffice(pool)),
  ];
}
