import { CancelTokenBody, MailSettingsUpdate, TestMailBody } from '../../../shared/api/mail';
import type { SessionUser } from '../../../shared/api/auth';
import { cancelByToken, cancellationLookup } from '../../services/customerCancel';
import { mailFailures, markFailuresSeen } from '../../services/mailFailures';
import {
  mailSettingsView,
  recentOutbox,
  sendTestMail,
  updateMailSettings,
} from '../../services/mailSettings';
import { unauthenticated } from '../errors';
import { defineRoute, type Route } from '../route';

/** Staff routes always have a user; this narrows the type without a cast. */
function staff(user: SessionUser | null): SessionUser {
  if (!user) throw unauthenticated();
  return user;
}

/**
 * Issue 11. Staff read the E-mail settings and the outbox; only an admin changes the settings (the venue's
 * mailbox password, the cancel cut-off) or sends the test message (issue 18). Public: the customer's cancel
 * link, as POSTs so the token travels in a body — never in a URL that logs or a Referer could keep.
 */
export function mailRoutes(): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/mail/settings',
      access: 'staff',
      handle: ({ ctx }) => mailSettingsView(ctx),
    }),
    defineRoute({
      method: 'put',
      path: '/api/mail/settings',
      access: 'admin',
      refusal: 'Only an admin can change the e-mail settings.',
      body: MailSettingsUpdate,
      handle: ({ ctx, body }) => updateMailSettings(ctx, body),
    }),
    defineRoute({
      method: 'get',
      path: '/api/mail/outbox',
      access: 'staff',
      handle: ({ ctx }) => recentOutbox(ctx),
    }),
    defineRoute({
      method: 'post',
      path: '/api/mail/test',
      access: 'admin',
      refusal: 'Only an admin can send a test e-mail.',
      body: TestMailBody,
      handle: ({ ctx, body }) => sendTestMail(ctx, body),
    }),
    // Issue 18: the failures the health check warns about, and 'Mark as seen'.
    defineRoute({
      method: 'get',
      path: '/api/mail/failures',
      access: 'staff',
      handle: ({ ctx }) => mailFailures(ctx),
    }),
    defineRoute({
      method: 'post',
      path: '/api/mail/failures/seen',
      access: 'staff',
      handle: ({ ctx, user }) => markFailuresSeen(ctx, staff(user)),
    }),
    defineRoute({
      method: 'post',
      path: '/api/public/cancellation/lookup',
      access: 'public',
      body: CancelTokenBody,
      handle: ({ ctx, body }) => cancellationLookup(ctx, body.token),
    }),
    defineRoute({
      method: 'post',
      path: '/api/public/cancellation',
      access: 'public',
      body: CancelTokenBody,
      handle: ({ ctx, body }) => cancelByToken(ctx, body.token),
    }),
  ];
}
