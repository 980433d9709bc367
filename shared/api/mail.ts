import { z } from 'zod';
import { endpoint } from './endpoint';
import { isEmailAddress } from '../mail/emailAddress';

/**
 * The e-mail contract (docs/email.md#confirmation-e-mail): the staff E-mail settings and outbox (staff only),
 * and the customer's cancel link (public door). The SMTP password travels one way only: staff may set it, no
 * answer ever carries it.
 */

/** Where the sender's SMTP settings come from: Settings (staff), SMTP_URL (headless), or nowhere yet. */
export const MAIL_SOURCES = ['settings', 'environment', 'none'] as const;
export type MailSource = (typeof MAIL_SOURCES)[number];

/** A decision of ours: a cut-off the venue sets, by default 2 hours before the start. */
export const DEFAULT_CANCEL_CUTOFF_MINUTES = 120;
/** A week: a cut-off longer than that is surely a typo for minutes vs hours. */
export const MAX_CANCEL_CUTOFF_MINUTES = 7 * 24 * 60;

/** GET /api/mail/settings: the form's values, without the password (only whether one is stored). */
export const MailSettingsView = z.object({
  smtpHost: z.string(),
  smtpPort: z.number().int(),
  smtpSecure: z.boolean(),
  smtpUser: z.string(),
  passwordSet: z.boolean(),
  fromAddress: z.string(),
  publicUrl: z.string(),
  cancelCutoffMinutes: z.number().int(),
  /** What the sender uses right now. */
  source: z.enum(MAIL_SOURCES),
});
export type MailSettingsView = z.infer<typeof MailSettingsView>;

/** A host name or address: no spaces, no line breaks, nothing a header or URL could be bent with. */
const HostName = z
  .string()
  .trim()
  .max(253)
  .regex(/^[A-Za-z0-9.:[\]-]*$/, 'must be a host name such as smtp.example.com');

const OptionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || isEmailAddress(v), {
    message: 'must be an e-mail address such as bookings@example.com',
  });

const PublicUrl = z
  .string()
  .trim()
  .max(200)
  .refine((v) => v === '' || /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(v), {
    message: 'must be the booking page address, such as https://book.example.com',
  });

/**
 * PUT /api/mail/settings. An empty host turns e-mail off (unless SMTP_URL is set). The password is kept
 * when the field is left empty, so the form never needs to know it; `clearPassword` removes it.
 */
export const MailSettingsUpdate = z.object({
  smtpHost: HostName,
  smtpPort: z.number().int().min(1).max(65535),
  smtpSecure: z.boolean(),
  smtpUser: z
    .string()
    .trim()
    .max(254)
    .regex(/^[^\r\n]*$/, 'must be on one line'),
  smtpPassword: z
    .string()
    .max(500)
    .regex(/^[^\r\n]*$/, 'must be on one line')
    .optional(),
  clearPassword: z.boolean().default(false),
  fromAddress: OptionalEmail,
  publicUrl: PublicUrl,
  cancelCutoffMinutes: z.number().int().min(0).max(MAX_CANCEL_CUTOFF_MINUTES),
});
export type MailSettingsUpdate = z.infer<typeof MailSettingsUpdate>;
export type MailSettingsUpdateInput = z.input<typeof MailSettingsUpdate>;

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OUTBOX_KINDS = ['booking_confirmation', 'test', 'league_fixtures'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** One message in the staff outbox list. */
export const OutboxEntry = z.object({
  id: z.string(),
  kind: z.enum(OUTBOX_KINDS),
  reservationId: z.string().nullable(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
  messageId: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof OutboxEntry>;

/** The staff view lists the newest 50. */
export const OUTBOX_LIST_LIMIT = 50;

/**
 * GET /api/mail/failures and POST /api/mail/failures/seen: the failed confirmations the health
 * check warns about — those since staff last marked them as seen, within the last week (see
 * shared/ops/health.ts failuresReportedSince) — and who marked them as seen, when.
 */
export const MailFailures = z.object({
  /** How many (counted up to HEALTH_COUNT_CAP). */
  unseen: z.number().int(),
  /** Failures after this instant are reported. */
  since: z.string(),
  seenAt: z.string().nullable(),
  seenBy: z.string().nullable(),
});
export type MailFailures = z.infer<typeof MailFailures>;

/** POST /api/mail/test: where to send the test message. */
export const TestMailBody = z.object({
  to: z
    .string()
    .trim()
    .max(254)
    .refine(isEmailAddress, { message: 'must be an e-mail address such as you@example.com' }),
});
export type TestMailBody = z.infer<typeof TestMailBody>;

/** The mail area of the endpoint table (shared/api/table.ts). */
export const mailEndpoints = {
  settings: endpoint({
    method: 'get',
    path: '/api/mail/settings',
    door: 'lan',
    access: 'staff',
    response: MailSettingsView,
  }),
  updateSettings: endpoint({
    method: 'put',
    path: '/api/mail/settings',
    door: 'lan',
    access: 'admin',
    refusal: 'Only an admin can change the e-mail settings.',
    body: MailSettingsUpdate,
    response: MailSettingsView,
  }),
  outbox: endpoint({
    method: 'get',
    path: '/api/mail/outbox',
    door: 'lan',
    access: 'staff',
    response: z.array(OutboxEntry),
  }),
  test: endpoint({
    method: 'post',
    path: '/api/mail/test',
    door: 'lan',
    access: 'admin',
    refusal: 'Only an admin can send a test e-mail.',
    body: TestMailBody,
    response: OutboxEntry,
  }),
  failures: endpoint({
    method: 'get',
    path: '/api/mail/failures',
    door: 'lan',
    access: 'staff',
    response: MailFailures,
  }),
  markFailuresSeen: endpoint({
    method: 'post',
    path: '/api/mail/failures/seen',
    door: 'lan',
    access: 'staff',
    response: MailFailures,
  }),
};
