import { CustomerQuery } from '../../../shared/api/privacy';
import type { SessionUser } from '../../../shared/api/auth';
import { eraseCustomer, exportCustomer, privacyAudit, runRetention } from '../../services/privacy';
import { unauthenticated } from '../errors';
import { defineRoute, type Route } from '../route';

/** Staff routes always have a user; this narrows the type without a cast. */
function staff(user: SessionUser | null): SessionUser {
  if (!user) throw unauthenticated();
  return user;
}

/**
 * Issue 14, personal data: erase one customer's contact details now, export everything held about them
 * (a subject access request), run the retention job now, and read the audit log. Staff only, LAN door
 * only; every action but reading the log writes an audit line.
 */
export function privacyRoutes(): Route[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/privacy/erase',
      access: 'staff',
      body: CustomerQuery,
      handle: ({ ctx, user, body }) => eraseCustomer(ctx, staff(user), body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/privacy/export',
      access: 'staff',
      body: CustomerQuery,
      handle: ({ ctx, user, body }) => exportCustomer(ctx, staff(user), body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/privacy/retention/run',
      access: 'staff',
      handle: ({ ctx, user }) => runRetention(ctx, staff(user).username),
    }),
    defineRoute({
      method: 'get',
      path: '/api/privacy/audit',
      access: 'staff',
      handle: ({ ctx }) => privacyAudit(ctx),
    }),
  ];
}
