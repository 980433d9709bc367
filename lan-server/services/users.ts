import type { SessionUser } from '../../shared/api/auth';
import type { PasswordChanged, SetPasswordBody, StaffUser } from '../../shared/api/users';
import type { AppContext } from '../context';
import { deleteSessionsOfUser } from '../db/sessions';
import { findUserByUsername, listStaffUsers, updatePasswordHash } from '../db/users';
import { notFound } from './domainError';
import { hashPassword } from '../../server-kit/passwords';

/** Settings → Users: the front desk's sign-ins, `staff` and `admin`. */
export function staffUsers(ctx: AppContext): StaffUser[] {
  return listStaffUsers(ctx.db).map(({ username, role }) => ({ username, role }));
}

/**
 * An admin sets a new password for `staff` or `admin`: scrypt-hashed like every password (passwords.ts), and
 * every other sign-in of that user ends at once — over HTTP at their next request, and their open live
 * connection is closed — so a password changed because it leaked locks the holder out. The admin's own
 * sign-in stays when they change their own password. The password itself is never logged; the change is, with
 * who made it.
 */
export async function setUserPassword(
  ctx: AppContext,
  input: { actor: SessionUser; actorTokenHash: string | null; username: string; body: SetPasswordBody },
): Promise<PasswordChanged> {
  // scrypt takes ~50 ms: hashed before the transaction, so the write lock is held only for the write.
  const passwordHash = await hashPassword(input.body.password);
  const { userId, ended } = ctx.db
    .transaction(() => {
      const user = findUserByUsername(ctx.db, input.username);
      if (!user || (user.role !== 'staff' && user.role !== 'admin'))
        throw notFound(`There is no front-desk user named ${input.username}.`);
      updatePasswordHash(ctx.db, user.id, passwordHash);
      const keep = user.id === input.actor.id ? input.actorTokenHash : null;
      return { userId: user.id, ended: deleteSessionsOfUser(ctx.db, user.id, keep) };
    })
    .immediate();
  ctx.events.emit('sessions_ended', {
    userId,
    exceptTokenHash: userId === input.actor.id ? input.actorTokenHash : null,
  });
  ctx.log(`The password of '${input.username}' was changed by '${input.actor.username}'.`);
  const count = ended === 1 ? '1 sign-in' : `${ended} sign-ins`;
  return {
    username: input.username,
    sessionsEnded: ended,
    message:
      ended === 0
        ? `New password saved for ${input.username}.`
        : `New password saved for ${input.username}. ${count} elsewhere ended.`,
  };
}
