import type { SessionUser } from '../../shared/api/auth';
import type {
  AuditEntry,
  CustomerExport,
  CustomerQuery,
  EraseAnswer,
  RetentionAnswer,
} from '../../shared/api/privacy';
import type { Reservation } from '../../shared/api/reservations';
import { retentionCutoff } from '../../shared/privacy/retention';
import type { AppContext } from '../context';
import { insertAudit, recentAudit } from '../db/auditLog';
import { withErasureJournal } from '../db/erasureJournal';
import { readSettings } from '../db/settings';
import { PERSONAL_DATA_STORES, type PersonalDataStore } from './personalData';

/** Who the audit names for the automatic job. */
export const RETENTION_ACTOR = 'system (daily retention)';
/** Records scrubbed per transaction: small enough that a request waits at most a few milliseconds. */
export const RETENTION_BATCH = 500;
/** Audit lines GET /api/privacy/audit answers. */
export const AUDIT_SHOWN = 50;

const matchedBy = (q: CustomerQuery): 'email' | 'phone' => (q.email ? 'email' : 'phone');
const byWhat = (q: CustomerQuery) => (q.email ? 'by e-mail address' : 'by phone number');

/** The total and the per-store words of an audit line ('outbox 1, reservations 2'). */
export function counts(changed: Map<string, number>): { total: number; detail: string } {
  const total = [...changed.values()].reduce((sum, n) => sum + n, 0);
  return { total, detail: [...changed].map(([name, n]) => `${name} ${n}`).join(', ') };
}

/**
 * The retention run: scrubs every store's records of bookings older than the venue's setting, in batches
 * of RETENTION_BATCH (one transaction each, yielding to the event loop between them), then writes one
 * audit line — also when nothing was due, so the log shows the job ran.
 */
export async function runRetention(ctx: AppContext, actor = RETENTION_ACTOR): Promise<RetentionAnswer> {
  const now = ctx.now();
  const settings = readSettings(ctx.db);
  const cutoff = retentionCutoff(now, settings.timezone, settings.contactRetentionMonths).toISOString();
  const changed = new Map<string, number>();
  for (const store of PERSONAL_DATA_STORES) {
    let total = 0;
    for (;;) {
      const n = ctx.db
        .transaction(() => store.anonymiseBefore(ctx.db, cutoff, now.toISOString(), RETENTION_BATCH))
        .immediate();
      total += n;
      if (n < RETENTION_BATCH) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    changed.set(store.name, total);
  }
  const { total, detail } = counts(changed);
  insertAudit(ctx.db, {
    at: now.toISOString(),
    actor,
    action: 'retention',
    detail: `contact details of bookings before ${cutoff} (${settings.contactRetentionMonths} months): ${detail}`,
    affected: total,
  });
  return { anonymised: changed.get('reservations') ?? 0, cutoff };
}

/**
 * An erasure request: every store's records of the customer scrubbed and audited in one transaction, and the
 * erasure written to the erasure journal (erasureJournal.ts) before that transaction commits, so a restore of
 * an older backup cannot bring the customer back (services/erasureJournal.ts applies it again). If the
 * journal cannot be written the erasure is not made either: staff get an error and try again. A journal entry
 * whose database commit then failed is harmless — applying it erases what the customer asked for.
 */
export function eraseCustomer(ctx: AppContext, user: SessionUser, query: CustomerQuery): EraseAnswer {
  const nowIso = ctx.now().toISOString();
  const dataDir = ctx.ops.dataDir;
  return ctx.db
    .transaction(() => {
      const changed = new Map(PERSONAL_DATA_STORES.map((s) => [s.name, s.erase(ctx.db, query, nowIso)]));
      const { total, detail } = counts(changed);
      const line = {
        at: nowIso,
        actor: user.username,
        action: 'erase' as const,
        detail: `one customer's contact details, found ${byWhat(query)}: ${detail}`,
        affected: total,
      };
      insertAudit(ctx.db, line);
      if (dataDir)
        withErasureJournal(dataDir, (journal) => journal.record({ ...line, ...journal.identityOf(query) }));
      return { erased: changed.get('reservations') ?? 0 };
    })
    .immediate();
}

/** A subject access request: the customer's records from every store, as JSON, audited. */
export function exportCustomer(ctx: AppContext, user: SessionUser, query: CustomerQuery): CustomerExport {
  const nowIso = ctx.now().toISOString();
  return ctx.db
    .transaction(() => {
      const found = PERSONAL_DATA_STORES.map((s): [PersonalDataStore, unknown[]] => [
        s,
        s.find(ctx.db, query),
      ]);
      const records = Object.fromEntries(found.map(([s, rows]) => [s.name, rows]));
      const { total, detail } = counts(new Map(found.map(([s, rows]) => [s.name, rows.length])));
      insertAudit(ctx.db, {
        at: nowIso,
        actor: user.username,
        action: 'export',
        detail: `one customer's data, found ${byWhat(query)}: ${detail}`,
        affected: total,
      });
      return {
        exportedAt: nowIso,
        venue: readSettings(ctx.db).businessName,
        matchedBy: matchedBy(query),
        records: { ...records, reservations: (records.reservations ?? []) as Reservation[] },
      };
    })
    .immediate();
}

export function privacyAudit(ctx: AppContext): AuditEntry[] {
  return recentAudit(ctx.db, AUDIT_SHOWN);
}
