import type { OutboxEntry } from '../../shared/api/mail';
import { cancelDeadline } from '../../shared/mail/cancelWindow';
import type { AppContext } from '../context';
import { insertCancelToken } from '../db/cancelTokens';
import { groupCancelPageOf } from '../db/groupHolds';
import { findOutbox, leagueOfOutbox } from '../db/outbox';
import { findReservation, reservationLanguage } from '../db/reservations';
import { readSettings } from '../db/settings';
import type { SmtpServer } from '../mailEnvironment';
import type { Courier } from '../outbox/port';
import { bookingFacts } from '../services/bookingFacts';
import { effectiveMail, type EffectiveMail } from '../services/mailConfig';
import { hashToken, newCancelToken } from '../../server-kit/tokens';
import { composeCaptainFixtures } from './captainFixtures';
import { captainFixturesFor } from './captainFixturesFacts';
import { composeConfirmation, composeTestMessage, type ComposedMessage } from './compose';
import { sendOverSmtp } from './transport';

/** The public door's cancel page; the token rides in the fragment, which browsers never send to a server. */
const CANCEL_PAGE_PATH = '/cancel-booking';

export const DEFAULT_MAIL_POLL_MS = 2000;
export const DEFAULT_SMTP_TIMEOUT_MS = 20_000;

/** One message ready to go: what it says, to whom, through which server. */
interface Prepared {
  message: ComposedMessage;
  to: { name: string; address: string };
  fromName: string;
  smtp: SmtpServer;
  /** Settings' test message, which is never retried. */
  test: boolean;
}

/**
 * The mail channel's way out: the venue's SMTP server (docs/email.md). With no mail server configured the
 * channel is off and its queue waits — nothing is marked sent that was not — until staff (or SMTP_URL) set
 * one up; the worker looks every `pollMs` (2 s), and at once when a booking records a message.
 *
 * Each message is composed when it is tried, from the booking as it stands then (a cancelled or started
 * booking's confirmation is stopped instead), with a fresh cancel token written in the claim's transaction.
 * The Message-ID is the row's id, the same on every try, so a message sent again after a crash between the
 * server's acceptance and our marking shows as one in mail programs, and every token it carried still cancels
 * the booking (all of a booking's tokens are spent together). A test message is not retried: a test that
 * fails should be fixed and sent again, not arrive by surprise half an hour later.
 */
export function mailCourier(ctx: AppContext): Courier<Prepared> {
  const timeoutMs = ctx.mail.timeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS;
  return {
    open: () => Promise.resolve(effectiveMail(ctx).smtp !== null),
    prepare(ref) {
      const mail = effectiveMail(ctx);
      const entry = findOutbox(ctx.db, ref.id);
      // Thrown inside the claim's transaction, so the claim is undone and the message waits for its server.
      if (!mail.smtp || !entry) throw new Error('E-mail is not set up');
      const composed = compose(ctx, mail, entry, ctx.now());
      if ('refuse' in composed) return composed;
      const fromName = readSettings(ctx.db).businessName;
      const to = { name: composed.toName, address: entry.recipient };
      return { message: composed.message, to, fromName, smtp: mail.smtp, test: entry.kind === 'test' };
    },
    async send(p, ref) {
      const domain = p.smtp.from.split('@')[1] ?? 'doubletop.local';
      const envelope = { to: p.to, fromName: p.fromName, messageId: `<${ref.id}@${domain}>` };
      const outcome = await sendOverSmtp(p.smtp, envelope, p.message, timeoutMs);
      if (outcome.kind === 'sent') return { outcome: 'sent', receipt: outcome.messageId };
      if (outcome.kind === 'failed' || p.test) return { outcome: 'failed', reason: outcome.reason };
      return { outcome: 'retry', reason: outcome.reason };
    },
    idleMs: () => ctx.mail.pollMs ?? DEFAULT_MAIL_POLL_MS,
    close: () => Promise.resolve(),
  };
}

/** A captain's season fixtures as the season stands now (docs/league-nights.md#the-captains-e-mail). */
function composeForCaptain(
  ctx: AppContext,
  entry: OutboxEntry,
  now: Date,
): { message: ComposedMessage; toName: string } | { refuse: string } {
  const league = leagueOfOutbox(ctx.db, entry.id);
  const facts = league && captainFixturesFor(ctx.db, league.seasonId, league.teamId, now);
  if (!facts) return { refuse: 'The team no longer has fixtures in this season' };
  if (facts.fixtures.length === 0) return { refuse: 'The team has no fixtures left to play this season' };
  return { message: composeCaptainFixtures(facts), toName: facts.captain };
}

/** The message for this row as things stand now, or why it must not be sent at all. */
function compose(
  ctx: AppContext,
  mail: EffectiveMail,
  entry: OutboxEntry,
  now: Date,
): { message: ComposedMessage; toName: string } | { refuse: string } {
  const settings = readSettings(ctx.db);
  if (entry.kind === 'test') {
    return {
      message: composeTestMessage(settings.businessName, now, settings.timezone, settings.language),
      toName: '',
    };
  }
  if (entry.kind === 'league_fixtures') return composeForCaptain(ctx, entry, now);
  const r = entry.reservationId ? findReservation(ctx.db, entry.reservationId) : undefined;
  if (!r || r.status === 'cancelled')
    return { refuse: 'The booking was cancelled before the confirmation was sent' };
  if (r.status !== 'active' || now.getTime() >= new Date(r.reservedTime).getTime())
    return { refuse: 'The booking had started before the confirmation could be sent' };
  const cancelBefore = cancelDeadline(r.reservedTime, mail.cancelCutoffMinutes);
  let cancelUrl: string | null = null;
  // A booking made through the group page is cancelled there (docs/group-booking.md).
  const cancelPage =
    groupCancelPageOf(ctx.db, r.id) ?? (mail.publicUrl && `${mail.publicUrl}${CANCEL_PAGE_PATH}`);
  if (cancelPage) {
    const token = newCancelToken();
    insertCancelToken(ctx.db, {
      hash: hashToken(token),
      reservationId: r.id,
      createdAt: now.toISOString(),
      expiresAt: r.reservedTime,
    });
    cancelUrl = `${cancelPage}#token=${token}`;
  }
  const message = composeConfirmation({
    ...bookingFacts(ctx, r),
    reservationId: r.id,
    customerName: r.customerName,
    cancelUrl,
    cancelBefore,
    now,
    language: reservationLanguage(ctx.db, r.id),
  });
  return { message, toName: r.customerName };
}
