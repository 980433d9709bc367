import type { SessionUser } from '../../shared/api/auth';
import type { MailFailures } from '../../shared/api/mail';
import { failuresReportedSince } from '../../shared/ops/health';
import type { AppContext } from '../context';
import { failedConfirmationsSince, readFailuresSeen, writeFailuresSeen } from '../db/outboxHealth';

/**
 * The failed confirmations the health check reports, and staff's 'Mark as seen'. Marking them as seen does
 * not change the messages — the outbox still lists each with the mail server's reason — it only moves the
 * point after which a failure is news. Who marked them is kept beside it, as with every other action that
 * quiets a warning.
 */
export function mailFailures(ctx: AppContext): MailFailures {
  const seen = readFailuresSeen(ctx.db);
  const since = failuresReportedSince(ctx.now(), seen.at).toISOString();
  return { unseen: failedConfirmationsSince(ctx.db, since), since, seenAt: seen.at, seenBy: seen.by };
}

/** POST /api/mail/failures/seen: every failure up to now is seen; later ones warn again. */
export function markFailuresSeen(ctx: AppContext, user: SessionUser): MailFailures {
  ctx.db
    .transaction(() => writeFailuresSeen(ctx.db, { at: ctx.now().toISOString(), by: user.username }))
    .immediate();
  return mailFailures(ctx);
}
