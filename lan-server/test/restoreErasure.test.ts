import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditEntry } from '../../shared/api/privacy';
import { BackupList } from '../../shared/api/ops';
import { ERASURE_JOURNAL_FILE } from '../db/erasureJournal';
import { JOURNAL_ACTOR } from '../services/erasureJournal';
import { RETENTION_ACTOR } from '../services/privacy';
import type { TestServer } from './harness';
import { BOOKING, book, mailServer, outboxUntil } from './mailFixtures';
import { allRows, restoreFinished } from './restoreFixtures';
import { startSmtp, type TestSmtp } from './smtpFixture';

let t: TestServer | undefined;
let smtp: TestSmtp | undefined;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
  t = smtp = undefined;
});

/** A customer booked by phone only, at the desk. */
const BY_PHONE = { name: 'Bo Phonebook', phone: '07700 900456' };
/** Everything that identifies the two customers, as it was typed and as it might be stored. */
const SECRETS = [
  BOOKING.customerName,
  BOOKING.contactInfo,
  BOOKING.emailAddress,
  BY_PHONE.name,
  BY_PHONE.phone,
  '07700900456',
  '07700900123',
];

/** Which of the customers' details any table of the venue database still holds. */
function secretsIn(server: TestServer): string[] {
  const everything = JSON.stringify(allRows(server.server.db));
  return SECRETS.filter((s) => everything.includes(s));
}

/** Two customers with bookings (one with a confirmation in the outbox), and a backup taken of them. */
async function venueWithTwoCustomers(): Promise<{ server: TestServer; cookie: string; backup: string }> {
  smtp = await startSmtp();
  const server = await mailServer(smtp.url);
  t = server;
  const cookie = await server.signIn('admin');
  expect((await book(server)).status).toBe(201);
  await outboxUntil(server, (rows) => rows[0]?.status === 'sent');
  const deskBooking = {
    ...BOOKING,
    laneId: 5,
    customerName: BY_PHONE.name,
    contactInfo: BY_PHONE.phone,
    emailAddress: null,
  };
  const res = await server.lan('/api/reservations', { method: 'POST', cookie, json: deskBooking });
  expect(res.status).toBe(201);
  const backedUp = await server.lan('/api/backups', { method: 'POST', cookie });
  const backup = BackupList.parse(await backedUp.json()).backups[0]?.name ?? '';
  expect(secretsIn(server)).toEqual(SECRETS.slice(0, 5));
  return { server, cookie, backup };
}

/** Both customers erased, as staff do it: one by e-mail (typed in capitals), one by phone (+44). */
async function eraseBoth(server: TestServer, cookie: string): Promise<AuditEntry[]> {
  server.clock.advance(60_000);
  for (const json of [{ email: 'ADA@Example.com' }, { phone: '+44 7700 900456' }]) {
    const res = await server.lan('/api/privacy/erase', { method: 'POST', cookie, json });
    expect(res.status).toBe(200);
  }
  expect(secretsIn(server)).toEqual([]);
  return audit(server, cookie);
}

async function audit(server: TestServer, cookie: string): Promise<AuditEntry[]> {
  const res = await server.lan('/api/privacy/audit', { cookie });
  return AuditEntry.array().parse(await res.json());
}

describe('a restore keeps erased customers erased (the erasure journal)', () => {
  it('Settings → Backups → Restore of a backup from before two erasures brings neither customer back', async () => {
    const { server, cookie, backup } = await venueWithTwoCustomers();
    const erasures = (await eraseBoth(server, cookie)).filter((a) => a.action === 'erase');
    expect(erasures).toHaveLength(2);

    server.clock.advance(60_000);
    const res = await server.lan('/api/backups/restore', { method: 'POST', cookie, json: { name: backup } });
    expect(res.status).toBe(202);
    await restoreFinished(server);

    // Nothing back: not the names, phones or address in the bookings, not the address in the outbox.
    expect(secretsIn(server)).toEqual([]);
    const outbox = server.server.db.prepare('SELECT recipient, status FROM outbox').all();
    expect(outbox).toEqual([{ recipient: '', status: 'sent' }]);
    const names = server.server.db.prepare('SELECT customer_name AS name FROM reservations').all();
    expect(names).toEqual([{ name: 'Anonymised customer' }, { name: 'Anonymised customer' }]);

    // The erasures' own audit lines are back, with a line saying the journal was applied, and the
    // retention run made before the doors opened (once: the start-up run is not made twice).
    const after = await audit(server, await server.signIn('admin'));
    for (const line of erasures) expect(after).toContainEqual(line);
    expect(after.filter((a) => a.actor === JOURNAL_ACTOR)).toEqual([
      {
        at: '2026-06-10T12:02:00.000Z',
        actor: JOURNAL_ACTOR,
        action: 'erase',
        detail:
          'the erasure journal applied again after a restore (2 erasures, 2 audit lines put back): outbox 1, reservations 2, leagueCaptains 0',
        affected: 3,
      },
    ]);
    expect(
      after.filter((a) => a.at === '2026-06-10T12:02:00.000Z' && a.actor === RETENTION_ACTOR),
    ).toHaveLength(1);
  });

  it('the journal holds no address, phone or name, only keyed hashes', async () => {
    const { server, cookie } = await venueWithTwoCustomers();
    await eraseBoth(server, cookie);
    const journal = readFileSync(join(server.dataDir, ERASURE_JOURNAL_FILE)).toString('latin1');
    for (const secret of [...SECRETS, 'ada@example.com', '7700900456'])
      expect({ secret, found: journal.includes(secret) }).toEqual({ secret, found: false });
    expect(journal).toMatch(/[0-9a-f]{64}/);
  });

  it('a later restart applies nothing again: the journal is applied once per restore', async () => {
    const { server, cookie, backup } = await venueWithTwoCustomers();
    await eraseBoth(server, cookie);
    await server.lan('/api/backups/restore', { method: 'POST', cookie, json: { name: backup } });
    await restoreFinished(server);
    const before = allRows(server.server.db);
    const { dataDir, clock } = server;
    await server.stop();
    const first = server;
    const again = await mailServer(smtp?.url ?? '', { clock, dataDir });
    try {
      const { audit_log: auditAgain, ...rowsAgain } = allRows(again.server.db);
      const { audit_log: auditBefore, ...rowsBefore } = before;
      expect(rowsAgain).toEqual(rowsBefore);
      // Only the ordinary start-up retention line is new.
      expect(auditAgain.slice(auditBefore.length)).toEqual([
        expect.objectContaining({ actor: RETENTION_ACTOR, action: 'retention' }),
      ]);
    } finally {
      await again.close();
      t = first;
    }
  });
});
