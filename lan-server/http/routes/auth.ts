import { implement } from '../implement';
import { authEndpoints as authApi } from '../../../shared/api/auth';
import { type OwnLanguage, type UserResponse } from '../../../shared/api/auth';
import { ownLanguage, setOwnLanguage, signIn, signOut } from '../../services/auth';
import { LoginThrottle } from '../../../server-kit/loginThrottle';
import { unauthenticated } from '../errors';
import { type Route } from '../route';
import { SESSION_COOKIE, SESSION_TTL_MS, clearSessionCookie, cookiesOf, setSessionCookie } from '../session';

/** Staff sign-in (docs/behaviour.md#signing-in). One throttle per server, shared by both doors' routes. */
export function authRoutes(throttle = new LoginThrottle()): Route[] {
  return [
    implement(authApi.me, ({ user, ctx }): UserResponse => {
      if (!user) throw unauthenticated('Not signed in');
      return { user, language: ownLanguage(ctx, user.id) };
    }),
    implement(authApi.setLanguage, ({ user, ctx, body }): OwnLanguage => {
      if (!user) throw unauthenticated();
      return setOwnLanguage(ctx, user.id, body.language);
    }),
    implement(authApi.login, async ({ body, ctx, req, res }): Promise<UserResponse> => {
      const session = await signIn(ctx, throttle, {
        username: body.username,
        password: body.password,
        address: req.socket.remoteAddress ?? 'unknown',
        ttlMs: SESSION_TTL_MS,
      });
      setSessionCookie(res, session.token, session.maxAgeMs);
      return { user: session.user, language: ownLanguage(ctx, session.user.id) };
    }),
    implement(authApi.logout, ({ ctx, req, res }) => {
      signOut(ctx, cookiesOf(req)[SESSION_COOKIE]);
      clearSessionCookie(res);
      return { ok: true as const };
    }),
  ];
}
