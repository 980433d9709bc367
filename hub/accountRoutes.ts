import type { Pool } from 'pg';
import { accountEndpoints as api } from '../shared/group/accounts';
import { addressKeyOf } from '../server-kit/addresses';
import { unauthenticated } from '../server-kit/domainError';
import { addAccount, listAccounts, removeAccount, setAccess } from './accounts';
import { implementHub, type HubRoute } from './implement';
import type { HubSignIn } from './signIn';

/** Head office's accounts (docs/venue-group.md#accounts): one's own, and an owner's management of everyone's. */
export function accountRoutes(pool: Pool, signIn: HubSignIn): HubRoute[] {
  const signedIn = <T>(user: T | null): T => {
    if (!user) throw unauthenticated();
    return user;
  };
  return [
    implementHub(api.me, ({ user }) => signedIn(user)),
    implementHub(
      api.changePassword,
      async ({ user, body, req }) => {
        const { sessionsEnded } = await signIn.changePassword(
          req.headers.cookie,
          signedIn(user).username,
          { current: body.currentPassword, next: body.newPassword },
          addressKeyOf(req.ip ?? ''),
        );
        return {
          sessionsEnded,
          message:
            sessionsEnded > 0
              ? `Password changed. ${sessionsEnded} other sign-in${sessionsEnded === 1 ? ' was' : 's were'} ended.`
              : 'Password changed.',
        };
      },
      { ownAccount: true },
    ),
    implementHub(api.users, async () => ({ users: await listAccounts(pool) })),
    implementHub(api.addUser, ({ body }) => addAccount(pool, body)),
    implementHub(api.setAccess, ({ params, body }) => setAccess(pool, params.username, body)),
    implementHub(api.removeUser, async ({ params }) => {
      await removeAccount(pool, params.username);
      return undefined;
    }),
  ];
}
