import { z } from 'zod';
import { endpoint } from './endpoint';
import { Reservation } from './reservations';
import { phoneDigits } from '../privacy/retention';

/** Fewer digits than this would match strangers' numbers by accident. */
export const MIN_PHONE_DIGITS = 6;

/**
 * Whose data an erase or export request is about: one customer found by the e-mail address or
 * the phone number they booked with — exactly one of the two, so staff know which one matched.
 */
export const CustomerQuery = z
  .object({
    email: z.string().trim().max(200).optional(),
    phone: z.string().trim().max(40).optional(),
  })
  .refine((q) => (q.email ? 1 : 0) + (q.phone ? 1 : 0) === 1, {
    message: 'Give either an e-mail address or a phone number',
  })
  .refine((q) => !q.email || /^[^@\s]+@[^@\s]+$/.test(q.email), {
    message: 'That does not look like an e-mail address',
    path: ['email'],
  })
  .refine((q) => !q.phone || phoneDigits(q.phone).length >= MIN_PHONE_DIGITS, {
    message: `A phone number needs at least ${MIN_PHONE_DIGITS} digits`,
    path: ['phone'],
  });
export type CustomerQuery = z.infer<typeof CustomerQuery>;

/** POST /api/privacy/erase: how many bookings had their contact details replaced. */
export const EraseAnswer = z.object({ erased: z.number().int() });
export type EraseAnswer = z.infer<typeof EraseAnswer>;

/** POST /api/privacy/retention/run: how many bookings the run anonymised, and its cut-off instant. */
export const RetentionAnswer = z.object({ anonymised: z.number().int(), cutoff: z.string() });
export type RetentionAnswer = z.infer<typeof RetentionAnswer>;

/**
 * POST /api/privacy/export (a subject access request): everything the venue holds about the customer,
 * as JSON staff hand over. `records` has one list per store of personal data (reservations today; the
 * e-mail outbox joins it when it exists), so the answer grows with the stores and not with this schema.
 */
export const CustomerExport = z.object({
  exportedAt: z.string(),
  venue: z.string(),
  matchedBy: z.enum(['email', 'phone']),
  records: z.object({ reservations: z.array(Reservation) }).catchall(z.array(z.unknown())),
});
export type CustomerExport = z.infer<typeof CustomerExport>;

export const AUDIT_ACTIONS = ['retention', 'erase', 'export'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One line of GET /api/privacy/audit: who did what to personal data, when, and to how many bookings. */
export const AuditEntry = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  detail: z.string(),
  affected: z.number().int(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** The privacy area of the endpoint table (shared/api/table.ts). */
export const privacyEndpoints = {
  erase: endpoint({
    method: 'post',
    path: '/api/privacy/erase',
    door: 'lan',
    access: 'admin',
    refusal: "Only an admin can erase a customer's details.",
    body: CustomerQuery,
    response: EraseAnswer,
  }),
  export: endpoint({
    method: 'post',
    path: '/api/privacy/export',
    door: 'lan',
    access: 'admin',
    refusal: "Only an admin can export a customer's data.",
    body: CustomerQuery,
    response: CustomerExport,
  }),
  retention: endpoint({
    method: 'post',
    path: '/api/privacy/retention/run',
    door: 'lan',
    access: 'admin',
    refusal: 'Only an admin can run the retention job.',
    response: RetentionAnswer,
  }),
  audit: endpoint({
    method: 'get',
    path: '/api/privacy/audit',
    door: 'lan',
    access: 'admin',
    refusal: 'Only an admin can read the privacy audit log.',
    response: z.array(AuditEntry),
  }),
};
