import { afterEach, describe, expect, it } from 'vitest';
import type { Reservation } from '../../shared/api/reservations';
import type { OutboxRecord } from '../db/outboxContacts';
import { startTestServer, type TestServer } from './harness';
import { addBooking, auditRows, postJson } from './privacyFixtures';

let t: TestServer;
afterEach(async () => t?.close());

type OutboxExport = { records: { reservations: Reservation[]; outbox: OutboxRecord[] } };

interface StoredMessage {
  id: string;
  recipient: string;
  subject: string;
  status: string;
  last_error: string | null;
  message_id: string | null;
}

/** A confirmation as the e-mail outbox keeps it, for a booking written straight into the database. */
function addMessage(t: TestServer, id: string, reservationId: string, recipient: string, status: string) {
  t.server.db
    .prepare(
      `INSERT INTO outbox (id, kind, reservation_id, recipient, subject, status, created_at, sent_at, message_id)
       VALUES (?, 'booking_confirmation', ?, ?, 'Your lane at Doubletop: Jo Bloggs', ?, '2024-01-01T10:00:00.000Z',
         ?, ?)`,
    )
    .run(
      id,
      reservationId,
      recipient,
      status,
      status === 'sent' ? '2024-01-01T10:00:05.000Z' : null,
      status === 'sent' ? `<${id}@venue.example>` : null,
    );
}

const message = (t: TestServer, id: string) =>
  t.server.db.prepare('SELECT * FROM outbox WHERE id = ?').get(id) as StoredMessage;

/** Jo: an old booking (sent) and an upcoming one (still queued); Sam: one booking (sent). */
function mailedCustomers(t: TestServer) {
  const joOld = addBooking(t, { reservedTime: '2024-01-12T19:00:00.000Z', email: 'jo@example.com' });
  const joNext = addBooking(t, {
    reservedTime: '2026-07-03T18:00:00.000Z',
    email: 'jo@example.com',
    status: 'active',
  });
  const sam = addBooking(t, {
    reservedTime: '2026-02-06T19:00:00.000Z',
    name: 'Sam Smith',
    email: 'sam@example.com',
    phone: '07700 900456',
  });
  addMessage(t, 'm-jo-old', joOld, 'jo@example.com', 'sent');
  addMessage(t, 'm-jo-next', joNext, 'Jo@Example.com', 'queued');
  addMessage(t, 'm-sam', sam, 'sam@example.com', 'sent');
}

describe('the e-mail outbox is personal data too', () => {
  it("export by e-mail includes the customer's messages and nobody else's", async () => {
    t = await startTestServer();
    const cookie = await t.signIn('admin');
    mailedCustomers(t);
    const { status, body } = await postJson<OutboxExport>(t, '/api/privacy/export', cookie, {
      email: 'jo@example.com',
    });
    expect(status).toBe(200);
    expect(body.records.outbox.map((m) => m.id).sort()).toEqual(['m-jo-next', 'm-jo-old']);
    expect(JSON.stringify(body)).not.toContain('sam@example.com');
  });

  it('erase scrubs their addresses and stops a message still queued; the sent record stays', async () => {
    t = await startTestServer();
    const cookie = await t.signIn('admin');
    mailedCustomers(t);
    const { status } = await postJson(t, '/api/privacy/erase', cookie, { phone: '07700 900123' });
    expect(status).toBe(200);
    expect(message(t, 'm-jo-old')).toMatchObject({
      recipient: '',
      subject: '',
      status: 'sent',
      message_id: '<m-jo-old@venue.example>',
    });
    expect(message(t, 'm-jo-next')).toMatchObject({ recipient: '', status: 'failed' });
    expect(message(t, 'm-jo-next').last_error).toMatch(/erased at the customer's request/);
    expect(message(t, 'm-sam')).toMatchObject({ recipient: 'sam@example.com', status: 'sent' });
    expect(auditRows(t).at(-1)?.detail).toMatch(/outbox/);
  });

  it('retention scrubs the messages of bookings older than the setting and nothing else', async () => {
    t = await startTestServer();
    const cookie = await t.signIn('admin');
    mailedCustomers(t);
    const { status } = await postJson(t, '/api/privacy/retention/run', cookie);
    expect(status).toBe(200);
    expect(message(t, 'm-jo-old')).toMatchObject({ recipient: '', subject: '', status: 'sent' });
    expect(message(t, 'm-jo-next')).toMatchObject({ recipient: 'Jo@Example.com', status: 'queued' });
    expect(message(t, 'm-sam').recipient).toBe('sam@example.com');
  });
});
