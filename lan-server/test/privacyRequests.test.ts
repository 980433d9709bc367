import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry, EraseAnswer } from '../../shared/api/privacy';
import { ANONYMISED_NAME } from '../../shared/privacy/retention';
import { startTestServer, type TestServer } from './harness';
import { addBooking, auditRows, postJson, storedBooking, type ExportBody } from './privacyFixtures';

let t: TestServer;
afterEach(async () => t?.close());

/** Jo's three bookings (one upcoming), and Sam's, who shares nothing with Jo. */
function twoCustomers(t: TestServer) {
  const jo = [
    addBooking(t, {
      reservedTime: '2026-01-09T19:00:00.000Z',
      email: 'Jo@Example.com',
      phone: '07700 900123',
    }),
    addBooking(t, {
      reservedTime: '2026-03-13T19:00:00.000Z',
      email: 'jo@example.com',
      phone: '+44 7700 900123',
    }),
    addBooking(t, {
      reservedTime: '2026-07-03T18:00:00.000Z',
      email: 'jo@example.com',
      phone: '07700900123',
      status: 'active',
    }),
  ];
  const sam = addBooking(t, {
    reservedTime: '2026-02-06T19:00:00.000Z',
    name: 'Sam Smith',
    email: 'sam@example.com',
    phone: '07700 900456',
  });
  return { jo, sam };
}

describe('erase one customer’s contact details now', () => {
  it('by e-mail, whatever its case: every booking of theirs and nobody else’s; audited', async () => {
    t = await startTestServer();
    const cookie = await t.signIn('admin');
    const { jo, sam } = twoCustomers(t);
    const { status, body } = await postJson<EraseAnswer>(t, '/api/privacy/erase', cookie, {
      email: ' JO@example.COM ',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ erased: 3 });
    for (const id of jo) {
      expect(storedBooking(t, id)).toMatchObject({
        customer_name: ANONYMISED_NAME,
        contact_info: null,
        email_address: null,
        anonymised_at: '2026-06-10T12:00:00.000Z',
      });
    }
    expect(storedBooking(t, jo[2] ?? '').status).toBe('active');
    expect(storedBooking(t, sam)).toMatchObject({
      customer_name: 'Sam Smith',
      email_address: 'sam@example.com',
    });
    expect(auditRows(t).at(-1)).toMatchObject({
      at: '2026-06-10T12:00:00.000Z',
      actor: 'admin',
      action: 'erase',
      affected: 3,
    });
    expect(auditRows(t).at(-1)?.detail).toContain('by e-mail address');
    expect(JSON.stringify(auditRows(t))).not.toMatch(/jo@example|07700/i);
  });

  it('by phone, however it was typed', async () => {
    t = await startTestServer();
    const cookie = await t.signIn('admin');
    const { jo, sam } = twoCustomers(t);
    const { body } = await postJson<EraseAnswer>(t, '/api/privacy/erase', cookie, { phone: '07700-900-123' });
    expect(body).toEqual({ erased: 3 });
    expect(jo.map((id) => storedBooking(t, id).customer_name)).toEqual(Array(3).fill(ANONYMISED_NAME));
    expect(storedBooking(t, sam).contact_info).toBe('07700 900456');
    expect(auditRows(t).at(-1)).toMatchObject({ actor: 'admin', action: 'erase', affected: 3 });
  });

  it('an unknown customer erases nothing and is still audited', async () => {
    t = await startTestServer();
    const cookie = await t.signIn('admin');
    twoCustomers(t);
    expect((await postJson<EraseAnswer>(t, '/api/privacy/erase', cookie, { email: 'x@y.z' })).body).toEqual({
      erased: 0,
    });
    expect(auditRows(t).at(-1)).toMatchObject({ action: 'erase', affected: 0 });
  });
});

describe('export one customer’s data (subject access request)', () => {
  it('by e-mail: their bookings in full, oldest first, nobody else’s; audited', async () => {
    t = await startTestServer();
    const cookie = await t.signIn('admin');
    const { jo } = twoCustomers(t);
    const { status, body } = await postJson<ExportBody>(t, '/api/privacy/export', cookie, {
      email: 'jo@example.com',
    });
    expect(status).toBe(200);
    expect(body.matchedBy).toBe('email');
    expect(body.exportedAt).toBe('2026-06-10T12:00:00.000Z');
    expect(body.records.reservations.map((r) => r.id)).toEqual(jo);
    expect(body.records.reservations[0]).toMatchObject({
      customerName: 'Jo Bloggs',
      emailAddress: 'Jo@Example.com',
      contactInfo: '07700 900123',
      laneId: 1,
      prepaidAmount: '12.50',
    });
    expect(JSON.stringify(body)).not.toContain('Sam');
    expect(auditRows(t).at(-1)).toMatchObject({ actor: 'admin', action: 'export', affected: 3 });
  });

  it('by phone; after an erase there is nothing left to export', async () => {
    t = await startTestServer();
    const cookie = await t.signIn('admin');
    const { sam } = twoCustomers(t);
    const first = await postJson<ExportBody>(t, '/api/privacy/export', cookie, { phone: '07700900456' });
    expect(first.body.matchedBy).toBe('phone');
    expect(first.body.records.reservations.map((r) => r.id)).toEqual([sam]);
    await postJson(t, '/api/privacy/erase', cookie, { phone: '07700 900456' });
    const after = await postJson<ExportBody>(t, '/api/privacy/export', cookie, { phone: '07700900456' });
    expect(after.body.records.reservations).toEqual([]);
    const log = await t.lan('/api/privacy/audit', { cookie });
    const lines = (await log.json()) as AuditEntry[];
    expect(lines.slice(0, 3).map((l) => [l.action, l.affected])).toEqual([
      ['export', 0],
      ['erase', 1],
      ['export', 1],
    ]);
  });
});

describe('requests that cannot be answered', () => {
  it.each([
    ['neither e-mail nor phone', {}, /either an e-mail address or a phone number/],
    ['both', { email: 'jo@example.com', phone: '07700900123' }, /either an e-mail address or a phone number/],
    ['an e-mail without @', { email: 'jo.example.com' }, /e-mail address/],
    ['a phone with too few digits', { phone: '12-34' }, /at least 6 digits/],
  ])('refuses %s with 400, writing nothing', async (_case, json, message) => {
    t = await startTestServer();
    const cookie = await t.signIn('admin');
    const { jo } = twoCustomers(t);
    const before = auditRows(t).length;
    for (const path of ['/api/privacy/erase', '/api/privacy/export']) {
      const res = await postJson<{ message: string }>(t, path, cookie, json);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(auditRows(t)).toHaveLength(before);
    expect(storedBooking(t, jo[0] ?? '').customer_name).toBe('Jo Bloggs');
  });

  it('is staff only, and never on the public door', async () => {
    t = await startTestServer();
    const cookie = await t.signIn('admin');
    for (const path of ['/api/privacy/erase', '/api/privacy/export', '/api/privacy/retention/run']) {
      expect((await t.lan(path, { method: 'POST', json: { email: 'jo@example.com' } })).status).toBe(401);
      expect((await t.pub(path, { method: 'POST', cookie, json: { email: 'jo@example.com' } })).status).toBe(
        404,
      );
    }
    expect((await t.lan('/api/privacy/audit')).status).toBe(401);
  });
});
