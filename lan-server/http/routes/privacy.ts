import { CustomerQuery } from '../../../shared/api/privacy';
import type { SessionUser } from '../../../shared/api/auth';
import { eraseCustomer, exportCustomer, privacyAudit, runRetention } from '../../services/privacy';
import { unauthenticated } from '../errors';
import { defineRoute, type Route } from '../route';

/** Admin routes always have a user; this narrows the type without a cast. */
function staff(user: SessionUser | null): SessionUser {
  if (!user) throw unauthenticated();
  return user;
}

/**
 * Issue 14, personal data: erase one customer's contact details now, export everything held about them
 * (a subject access request), run the retention job now, and read the audit log. Admin only (issue 18),
 * LAN door only; every action but reading the log writes an audit line. Reading the log is admin-only too:
 * it is the record of these actions, kept for whoever answers for them, and staff have no controls here.
 */
export function privacyRoutes(): Route[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/privacy/erase',
      access: 'admin',
      refusal: "Only an admin can erase a customer's details.",
      body: CustomerQuery,
      handle: ({ ctx, user, body }) => eraseCustomer(ctx, staff(user), body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/privacy/export',
      access: 'admin',
      refusal: "Only an admin can export a customer's data.",
      body: CustomerQuery,
      handle: ({ ctx, user, body }) => exportCustomer(ctx, staff(user), body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/privacy/retention/run',
      access: 'admin',
      refusal: 'Only an admin can run the retention job.',
      handle: ({ ctx, user }) => runRetention(ctx, staff(user).username),
    }),
    defineRoute({
      method: 'get',
      path: '/api/privacy/audit',
      access: 'admin',
      refusal: 'Only an admin can read the privacy audit log.',
      handle: ({ ctx }) => privacyAudit(ctx),
    }),
  ];
}
