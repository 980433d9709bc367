import type { CustomerQuery } from '../../shared/api/privacy';
import { emailKey, phoneDigits } from '../../shared/privacy/retention';
import type { AppContext } from '../context';
import { hasAudit, insertAudit } from '../db/auditLog';
import { ErasureJournal, type ErasedBy, type JournalEntry } from '../db/erasureJournal';
import { stmt } from '../db/sql';
import { PERSONAL_DATA_STORES } from './personalData';
import { counts, runRetention } from './privacy';

/** Who the audit names for an erasure applied again from the journal. */
export const JOURNAL_ACTOR = 'system (erasure journal)';

/**
 * The customers, among the records the database holds now, whose e-mail or phone the journal says were
 * erased: every distinct address and phone still on a booking or an outbox message, hashed with the
 * journal's key and looked up. One pass over the contact details still held (a restore is rare; the
 * hashing is microseconds each), with the found text itself as the erasure query, so the erasure runs
 * exactly as staff's did.
 */
function erasedCustomersIn(
  ctx: AppContext,
  journal: ErasureJournal,
  entries: JournalEntry[],
): CustomerQuery[] {
  const wanted = new Set(entries.map((e) => `${e.kind}:${e.identity}`));
  const found = new Map<string, CustomerQuery>();
  const consider = (kind: ErasedBy, text: string) => {
    const normalised = kind === 'email' ? emailKey(text) : phoneDigits(text);
    const key = `${kind}:${journal.identity(kind, normalised)}`;
    if (wanted.has(key) && !found.has(key))
      found.set(key, kind === 'email' ? { email: text } : { phone: text });
  };
  const column = (sql: string) => (stmt(ctx.db, sql).all() as { v: string }[]).map((r) => r.v);
  for (const email of column(
    'SELECT DISTINCT email_address AS v FROM reservations WHERE email_address IS NOT NULL',
  ))
    consider('email', email);
  for (const recipient of column("SELECT DISTINCT recipient AS v FROM outbox WHERE recipient <> ''"))
    consider('email', recipient);
  for (const captain of column(
    'SELECT DISTINCT captain_email AS v FROM league_teams WHERE captain_email IS NOT NULL',
  ))
    consider('email', captain);
  for (const phone of column(
    'SELECT DISTINCT contact_info AS v FROM reservations WHERE contact_info IS NOT NULL',
  ))
    consider('phone', phone);
  return [...found.values()];
}

/**
 * Applies every journalled erasure to the database as it is now, in one transaction: the customers' records
 * in every store are scrubbed again, each erasure's own audit line is put back where the restored log lacks
 * it, and one more line says the journal was applied and how much it changed. Idempotent: an erased
 * customer has no contact details left to match.
 */
export function reapplyErasures(ctx: AppContext, journal: ErasureJournal): void {
  const entries = journal.entries();
  if (entries.length === 0) return;
  const nowIso = ctx.now().toISOString();
  ctx.db
    .transaction(() => {
      const changed = new Map(PERSONAL_DATA_STORES.map((s) => [s.name, 0]));
      for (const query of erasedCustomersIn(ctx, journal, entries))
        for (const store of PERSONAL_DATA_STORES)
          changed.set(store.name, (changed.get(store.name) ?? 0) + store.erase(ctx.db, query, nowIso));
      let putBack = 0;
      for (const e of entries) {
        const line = {
          at: e.at,
          actor: e.actor,
          action: 'erase' as const,
          detail: e.detail,
          affected: e.affected,
        };
        if (hasAudit(ctx.db, line)) continue;
        insertAudit(ctx.db, line);
        putBack++;
      }
      const { total, detail } = counts(changed);
      insertAudit(ctx.db, {
        at: nowIso,
        actor: JOURNAL_ACTOR,
        action: 'erase',
        detail: `the erasure journal applied again after a restore (${entries.length} erasure${entries.length === 1 ? '' : 's'}, ${putBack} audit line${putBack === 1 ? '' : 's'} put back): ${detail}`,
        affected: total,
      });
    })
    .immediate();
}

/**
 * Called as the database opens, before either door does. When a restore has put a database in place since the
 * journal was last applied — Settings → Backups → Restore and `npm run restore` both note it in the journal —
 * every journalled erasure is applied again and the retention job runs, so neither an erased customer nor
 * contact details past the retention period come back with an older backup. Returns whether that happened
 * (the start-up retention run is then already done). Costs one file check otherwise.
 */
export async function applyJournalAfterRestore(ctx: AppContext, dataDir: string): Promise<boolean> {
  if (!ErasureJournal.existsIn(dataDir)) return false;
  const journal = ErasureJournal.open(dataDir);
  try {
    if (!journal.restorePending()) return false;
    reapplyErasures(ctx, journal);
    await runRetention(ctx);
    journal.markRestoresApplied(ctx.now().toISOString());
    ctx.log('After the restore: the erasure journal was applied again and the retention job has run');
    return true;
  } finally {
    journal.close();
  }
}
