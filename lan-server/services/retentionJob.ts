import { venueDayOf } from '../../shared/booking/hours';
import type { AppContext } from '../context';
import { readSettings } from '../db/settings';
import { runRetention } from './privacy';

/** How often the job looks at the clock; it runs once per venue day (and once at start-up). */
export const RETENTION_CHECK_MS = 15 * 60_000;

/**
 * The daily retention job (docs/privacy.md#data-retention-and-customers-personal-data). It runs once as the
 * server starts — deferred until the doors are open, so a venue's first start after years of history answers
 * tablets before it scrubs — and then whenever the venue day (shared/booking/hours.ts venueDayOf: the date in
 * the settings' timezone, kept until closing when the hours run past midnight) has moved on since its last
 * run — so a Friday that closes at 01:00 is scrubbed after its last customer has left, not at midnight in the
 * middle of service. A run scrubs in small batches (services/privacy.ts), so requests keep being answered
 * while it works. `ranBeforeDoors`: this opening follows a restore and has already run it, before the doors
 * opened. Returns the stop function createServer pushes onto its stops; `ran` resolves after the start-up
 * run.
 */
export function startRetentionJob(
  ctx: AppContext,
  intervalMs = RETENTION_CHECK_MS,
  options: { ranBeforeDoors?: boolean } = {},
): { stop: () => Promise<void>; ran: Promise<void> } {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const venueDay = () => venueDayOf(ctx.now(), readSettings(ctx.db));
  // After a restore the run was made before the doors opened (services/erasureJournal.ts): not again.
  let lastDay = options.ranBeforeDoors ? venueDay() : '';
  const run = () => {
    if (stopped) return running;
    running = running.then(async () => {
      if (stopped) return;
      try {
        lastDay = venueDay();
        await runRetention(ctx);
      } catch (err) {
        ctx.log(`Retention run failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    });
    return running;
  };
  const ran = options.ranBeforeDoors
    ? Promise.resolve()
    : new Promise<void>((resolve) => setImmediate(() => void run().then(resolve)));
  const timer = setInterval(() => {
    if (!stopped && venueDay() !== lastDay) void run();
  }, intervalMs);
  timer.unref();
  return {
    ran,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
