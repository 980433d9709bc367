import { DateTime } from 'luxon';
import type { OutboxEntry } from '../../shared/api/mail';
import type { MailEnvironment } from '../mailEnvironment';
import { startTestServer, type TestClock, type TestServer } from './harness';
import { icsStart } from './smtpFixture';

/** The harness clock reads Wednesday 2026-06-10 12:00 UTC; this booking is 17:00 London that day. */
export const BOOKING = {
  laneId: 2,
  playerCount: 3,
  reservedTime: '2026-06-10T16:00:00.000Z',
  duration: 90,
  prepaidAmount: '0.00',
  customerName: 'Ada Lovelace',
  contactInfo: '07700 900123',
  emailAddress: 'ada@example.com',
};

export const PUBLIC_URL = 'https://book.venue.test';

/** Mail through the in-process SMTP server at `smtpUrl`, polled quickly, with short timeouts. */
export function testMail(smtpUrl: string, extra: Partial<MailEnvironment> = {}): MailEnvironment {
  return {
    smtpUrl,
    from: 'bookings@venue.test',
    publicUrl: PUBLIC_URL,
    pollMs: 25,
    timeoutMs: 400,
    ...extra,
  };
}

export async function mailServer(smtpUrl: string, opts: { clock?: TestClock; dataDir?: string } = {}) {
  return startTestServer({ mail: testMail(smtpUrl), ...opts });
}

export async function outbox(t: TestServer): Promise<OutboxEntry[]> {
  const cookie = await t.signIn();
  const res = await t.lan('/api/mail/outbox', { cookie });
  if (res.status !== 200) throw new Error(`outbox: ${res.status}`);
  return (await res.json()) as OutboxEntry[];
}

/** Polls the outbox until `check` holds (the sender runs in the background). */
export async function outboxUntil(
  t: TestServer,
  check: (rows: OutboxEntry[]) => boolean,
  timeoutMs = 4000,
): Promise<OutboxEntry[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await outbox(t);
    if (check(rows)) return rows;
    if (Date.now() > until) throw new Error(`outbox never matched: ${JSON.stringify(rows)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function book(t: TestServer, overrides: Partial<typeof BOOKING> = {}): Promise<Response> {
  return t.pub('/api/reservations', { method: 'POST', json: { ...BOOKING, ...overrides } });
}

/** DTSTART of an .ics as the UTC instant it names. */
export function icsStartInstant(ics: string): string {
  const { tzid, local } = icsStart(ics);
  const when = local.endsWith('Z')
    ? DateTime.fromFormat(local, "yyyyMMdd'T'HHmmss'Z'", { zone: 'utc' })
    : DateTime.fromFormat(local, "yyyyMMdd'T'HHmmss", { zone: tzid ?? 'utc' });
  return when.toUTC().toISO() ?? '';
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
