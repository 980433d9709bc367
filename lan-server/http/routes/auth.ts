import { LoginBody, type UserResponse } from '../../../shared/api/auth';
import { signIn, signOut } from '../../services/auth';
import { LoginThrottle } from '../../services/loginThrottle';
import { unauthenticated } from '../errors';
import { defineRoute, type Route } from '../route';
import { SESSION_COOKIE, SESSION_TTL_MS, clearSessionCookie, cookiesOf, setSessionCookie } from '../session';

/** Staff sign-in (SPEC §7 Auth). One throttle per server, shared by both doors' routes. */
export function authRoutes(throttle = new LoginThrottle()): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/auth/me',
      access: 'lan',
      handle: ({ user }): UserResponse => {
        if (!user) throw unauthenticated('Not signed in');
        return { user };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/login',
      access: 'lan',
      body: LoginBody,
      handle: async ({ body, ctx, req, res }): Promise<UserResponse> => {
        const session = await signIn(ctx, throttle, {
          username: body.username,
          password: body.password,
          address: req.socket.remoteAddress ?? 'unknown',
          ttlMs: SESSION_TTL_MS,
        });
        setSessionCookie(res, session.token, session.maxAgeMs);
        return { user: session.user };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/logout',
      access: 'lan',
      handle: ({ ctx, req, res }) => {
        signOut(ctx, cookiesOf(req)[SESSION_COOKIE]);
        clearSessionCookie(res);
        return { ok: true };
      },
    }),
  ];
}
