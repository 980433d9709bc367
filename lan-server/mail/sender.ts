import type { AppContext } from '../context';
import { nextDueOutbox } from '../db/outbox';
import { attemptDelivery } from './delivery';
import { DEFAULT_SMTP_TIMEOUT_MS, effectiveMail } from './mailConfig';

export const DEFAULT_MAIL_POLL_MS = 2000;

/**
 * The background job that drains the outbox (issue 11), started by createServer while the doors are open.
 * Every `pollMs` it sends the due queued messages one after another, oldest first. All of its state is in
 * SQLite (status, attempts, next_attempt_at), so a restart or a SIGKILL loses nothing: the next start picks
 * up whatever is still queued. With no mail server configured it leaves the queue alone — nothing is
 * marked sent that was not — and sends it once staff (or SMTP_URL) set one up.
 *
 * Returns the stop function for `stops`: no new attempt starts after it; one in flight is given a moment
 * to finish and otherwise stays queued (retried after its backoff on the next start).
 */
export function startOutboxSender(ctx: AppContext): () => Promise<void> {
  const pollMs = ctx.mail.pollMs ?? DEFAULT_MAIL_POLL_MS;
  const timeoutMs = ctx.mail.timeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS;
  let stopped = false;
  let running: Promise<void> | null = null;

  const drain = async () => {
    while (!stopped) {
      const mail = effectiveMail(ctx);
      if (!mail.smtp) return;
      const due = nextDueOutbox(ctx.db, ctx.now().toISOString());
      if (!due) return;
      await attemptDelivery(ctx, { ...mail, smtp: mail.smtp }, due, { timeoutMs });
    }
  };
  const tick = () => {
    if (running || stopped) return;
    running = drain()
      .catch((err: unknown) => {
        if (ctx.db.open) ctx.log(`Outbox: ${err instanceof Error ? err.message : String(err)}`);
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, pollMs);
  timer.unref();
  // A new booking's message goes out at once; the poll catches retries whose time has come.
  const unsubscribe = ctx.events.on('mail_queued', tick);
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe();
    if (running) await Promise.race([running, new Promise((r) => setTimeout(r, 1000).unref())]);
  };
}
