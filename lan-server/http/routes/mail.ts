import { publicBookingEndpoints } from '../../../shared/api/publicBooking';
import { implement } from '../implement';
import { mailEndpoints as mailApi } from '../../../shared/api/mail';
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
import { type Route } from '../route';

/** Staff routes always have a user; this narrows the type without a cast. */
function staff(user: SessionUser | null): SessionUser {
  if (!user) throw unauthenticated();
  return user;
}

/**
 * Staff read the E-mail settings and the outbox; only an admin changes the settings (the venue's
 * mailbox password, the cancel cut-off) or sends the test message. Public: the customer's cancel
 * link, as POSTs so the token travels in a body — never in a URL that logs or a Referer could keep.
 */
export function mailRoutes(): Route[] {
  return [
    implement(mailApi.settings, ({ ctx }) => mailSettingsView(ctx)),
    implement(mailApi.updateSettings, ({ ctx, body }) => updateMailSettings(ctx, body)),
    implement(mailApi.outbox, ({ ctx }) => recentOutbox(ctx)),
    implement(mailApi.test, ({ ctx, body }) => sendTestMail(ctx, body)),
    // The failures the health check warns about, and 'Mark as seen'.
    implement(mailApi.failures, ({ ctx }) => mailFailures(ctx)),
    implement(mailApi.markFailuresSeen, ({ ctx, user }) => markFailuresSeen(ctx, staff(user))),
    implement(publicBookingEndpoints.cancellationLookup, ({ ctx, body }) =>
      cancellationLookup(ctx, body.token),
    ),
    implement(publicBookingEndpoints.cancel, ({ ctx, body }) => cancelByToken(ctx, body.token)),
  ];
}
