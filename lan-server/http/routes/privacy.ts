import { implement } from '../implement';
import { privacyEndpoints as privacyApi } from '../../../shared/api/privacy';
import type { SessionUser } from '../../../shared/api/auth';
import { eraseCustomer, exportCustomer, privacyAudit, runRetention } from '../../services/privacy';
import { unauthenticated } from '../errors';
import { type Route } from '../route';

/** Admin routes always have a user; this narrows the type without a cast. */
function staff(user: SessionUser | null): SessionUser {
  if (!user) throw unauthenticated();
  return user;
}

/**
 * Customers' personal data (docs/privacy.md#data-retention-and-customers-personal-data): erase one customer's
 * contact details now, export everything held about them (a subject access request), run the retention job
 * now, and read the audit log. Admin only, LAN door only; every action but reading the log writes an audit
 * line. Reading the log is admin-only too: it is the record of these actions, kept for whoever answers for
 * them, and staff have no controls here.
 */
export function privacyRoutes(): Route[] {
  return [
    implement(privacyApi.erase, ({ ctx, user, body }) => eraseCustomer(ctx, staff(user), body)),
    implement(privacyApi.export, ({ ctx, user, body }) => exportCustomer(ctx, staff(user), body)),
    implement(privacyApi.retention, ({ ctx, user }) => runRetention(ctx, staff(user).username)),
    implement(privacyApi.audit, ({ ctx }) => privacyAudit(ctx)),
  ];
}
