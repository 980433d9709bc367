import type { Pool } from 'pg';
import type { OpenApiDocument } from '../shared/api/apiDocs';
import { openApiDocument } from '../shared/api/openApi';
import { headOfficeEndpoints as api, hubEndpoints } from '../shared/group/headOfficeApi';
import { encodedJson } from '../server-kit/entryAnswer';
import { addressKeyOf } from '../server-kit/addresses';
import { accountRoutes } from './accountRoutes';
import type { AlertThresholds } from './analytics/alerts';
import { headOffice } from './figures';
import { figureRoutes } from './figureRoutes';
import { implementHub, type HubRoute } from './implement';
import { groupLeagueRoutes } from './league/routes';
import { SESSION_COOKIE, type HubSignIn } from './signIn';

/**
 * Head office's own endpoints (docs/venue-group.md): sign-in and sign-out, the accounts, the figures of a
 * signed-in person's venues, and the group's leagues. The session cookie is HttpOnly and SameSite=Strict; over HTTPS the door marks it Secure
 * (server-kit/headers.ts).
 */
export function headOfficeRoutes(
  pool: Pool,
  signIn: HubSignIn,
  thresholds?: AlertThresholds,
  leagueChanged: () => void = () => undefined,
): HubRoute[] {
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
    implementHub(api.figures, ({ user }) => headOffice(pool, user?.venues ?? [])),
    implementHub(api.openApi, () => encodedJson<OpenApiDocument>(documentBytes())),
    ...accountRoutes(pool, signIn),
    ...figureRoutes(pool, thresholds),
    ...groupLeagueRoutes(pool, leagueChanged),
  ];
}

/** Head office's API as OpenAPI 3.1 (docs/api.md): its own endpoints and the group page's. */
export function headOfficeApiDocument(): OpenApiDocument {
  return openApiDocument(hubEndpoints, {
    title: 'Doubletop head office API',
    version: '1',
    description:
      "A venue group's head office (docs/api.md): its sign-in and figures, and the group's booking page, " +
      'which asks each venue. Refusals are JSON `{ message, code }` with a 4xx status (503 when a venue is offline).',
    sessionCookie: SESSION_COOKIE,
    include: () => true,
  });
}

let made: Buffer | null = null;
function documentBytes(): Buffer {
  made ??= Buffer.from(JSON.stringify(headOfficeApiDocument()));
  return made;
}
