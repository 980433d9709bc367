import { implement } from '../implement';
import { usersEndpoints as usersApi } from '../../../shared/api/users';
import { type PasswordChanged, type StaffUserList } from '../../../shared/api/users';
import { hashToken } from '../../../server-kit/tokens';
import { setUserPassword, staffUsers } from '../../services/users';
import { unauthenticated } from '../errors';
import { type Route } from '../route';
import { SESSION_COOKIE, cookiesOf } from '../session';

/**
 * Settings → Users: the front desk's sign-ins and their passwords, an admin's alone. There was
 * no way to change a password but deleting the user row; an admin now sets one here.
 */
export function userRoutes(): Route[] {
  return [
    implement(usersApi.list, ({ ctx }): StaffUserList => ({ users: staffUsers(ctx) })),
    implement(usersApi.setPassword, ({ ctx, params, body, user, req }): Promise<PasswordChanged> => {
      if (!user) throw unauthenticated();
      const token = cookiesOf(req)[SESSION_COOKIE];
      return setUserPassword(ctx, {
        actor: user,
        actorTokenHash: token ? hashToken(token) : null,
        username: params.username ?? '',
        body,
      });
    }),
  ];
}
