import type { Db } from '../db/open';
import {
  claimAttempt,
  findQueued,
  markFailed,
  markSent,
  nextDue,
  noteRetry,
  queuedInOrder,
} from '../db/outboxLifecycle';
import type { DomainEvents } from '../events';
import type { Logger } from '../logger';
import type { ChannelState, Courier, Delivery, OutboxChannel, OutboxPort, OutboxRef } from './port';

/** How many in-order messages one round takes before it looks again (the rest follow in the next round). */
const BATCH = 100;

export interface WorkerOptions {
  /** How long stopping waits for a try under way before closing the way out. Default 1 s. */
  stopGraceMs?: number;
}

/** What a worker needs of the context (a whole AppContext will do). */
export interface WorkerContext {
  db: Db;
  now: () => Date;
  events: DomainEvents;
  log: Logger;
  outbox: OutboxPort;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);
const isRefusal = (p: unknown): p is { refuse: string } =>
  typeof p === 'object' && p !== null && 'refuse' in p && typeof p.refuse === 'string';
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Sends one channel's queue through its courier while the doors are open (a background job, jobs.ts). All
 * of a message's state is in its row, so a restart or a SIGKILL loses nothing:
 *
 * 1. each try is claimed first — its attempt counted and its next try pushed back by the channel's retry
 *    schedule, in one transaction with the courier's `prepare` — so a crash mid-send waits out the back-off
 *    instead of retrying at once for ever, and two tries never both send a message;
 * 2. then the courier sends it; the row is marked sent only once the far end took it (a crash in between
 *    sends it again on the next start: the far end knows it by its id, which is the row's);
 * 3. a refusal fails it for good; anything else ('retry') leaves it queued with the reason.
 *
 * Messages that go 'each on its own' (e-mail) are tried whenever due, oldest first; a failed one waits for
 * its stored next try while the others go. Messages that go 'in order' (events for head office) are tried
 * first to last, and a failed try — or a way out that cannot be opened — holds the channel back for the
 * channel's next wait, during which new messages do not cut the wait short.
 *
 * The worker wakes on `outbox_due` (a message recorded and committed), and otherwise every `idleMs` the
 * courier asks for. It reports the way out's state to the port, for the status screens.
 */
export function startChannelWorker<P>(
  ctx: WorkerContext,
  channel: OutboxChannel,
  courier: Courier<P>,
  options: WorkerOptions = {},
): () => Promise<void> {
  const rules = ctx.outbox.rules(channel);
  const stopGraceMs = options.stopGraceMs ?? 1000;
  const inFlight = new Map<string, Promise<Delivery | null>>();
  let stopped = false;
  let woken = false;
  let sleeper: { wakeable: boolean; done: () => void } | null = null;
  let state: ChannelState = 'connecting';
  let lastError: string | null = null;

  const port = ctx.outbox.attach(channel, {
    async attemptNow(id) {
      const running = inFlight.get(id);
      if (running) {
        await running;
        return;
      }
      const ref = findQueued(ctx.db, channel, id);
      if (ref) await attemptOnce(ref);
    },
  });
  const report = (next: ChannelState, error: string | null) => {
    if (next === 'unreachable' && state !== 'unreachable' && error)
      ctx.log(`Outbox (${channel}): cannot send for now: ${error}`);
    state = next;
    lastError = error;
    port.report(next, error);
  };

  const offDue = ctx.events.on('outbox_due', (e) => {
    if (e.channel !== channel) return;
    if (!sleeper) woken = true;
    else if (sleeper.wakeable) sleeper.done();
  });

  /** Waits `ms`; a wake cuts it short only when `wakeable` (never during a back-off); stopping always does. */
  const sleep = (ms: number, wakeable: boolean) =>
    new Promise<void>((resolve) => {
      if (stopped || (wakeable && woken)) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        sleeper = null;
        resolve();
      }
      sleeper = { wakeable, done };
    });

  /** One try at one message (see above); null when it was not tried (taken, or refused before sending). */
  async function attempt(ref: OutboxRef): Promise<Delivery | null> {
    const retryAt = new Date(ctx.now().getTime() + rules.retryDelayMs(ref.attempts + 1)).toISOString();
    const prepared = ctx.db
      .transaction((): P | { refuse: string } | null => {
        if (!claimAttempt(ctx.db, channel, ref, retryAt)) return null;
        const p = courier.prepare(ref);
        if (isRefusal(p)) markFailed(ctx.db, channel, ref.id, p.refuse, null);
        return p;
      })
      .immediate();
    if (prepared === null || isRefusal(prepared)) return null;
    let delivery: Delivery;
    try {
      delivery = await courier.send(prepared, ref);
    } catch (err) {
      delivery = { outcome: 'retry', reason: errorText(err) };
    }
    // The server may have closed while the far end answered: the row stays claimed and is tried again.
    if (!ctx.db.open) return delivery;
    const at = ctx.now().toISOString();
    if (delivery.outcome === 'sent') markSent(ctx.db, channel, ref.id, at, delivery.receipt);
    else if (delivery.outcome === 'failed') markFailed(ctx.db, channel, ref.id, delivery.reason, at);
    else noteRetry(ctx.db, channel, ref.id, delivery.reason, retryAt);
    return delivery;
  }

  function attemptOnce(ref: OutboxRef): Promise<Delivery | null> {
    const running = inFlight.get(ref.id);
    if (running) return running.then(() => null);
    const tried = attempt(ref).finally(() => inFlight.delete(ref.id));
    inFlight.set(ref.id, tried);
    return tried;
  }

  /** One round of the queue. Answers whether more may be waiting at once (a full in-order batch). */
  async function drain(): Promise<boolean> {
    if (rules.order === 'in order') {
      const batch = queuedInOrder(ctx.db, channel, BATCH);
      for (const ref of batch) {
        if (stopped) return false;
        const delivery = await attemptOnce(ref);
        // The first message holds the rest back: the channel waits, and this one goes first after.
        if (delivery?.outcome === 'retry') throw new Error(delivery.reason);
      }
      report('connected', null);
      return batch.length >= BATCH;
    }
    let retry: string | null = null;
    let sent = false;
    while (!stopped && ctx.db.open) {
      const ref = nextDue(ctx.db, channel, ctx.now().toISOString());
      if (!ref) break;
      const delivery = await attemptOnce(ref);
      if (delivery?.outcome === 'retry') retry = delivery.reason;
      if (delivery?.outcome === 'sent') sent = true;
    }
    if (retry !== null) report('unreachable', retry);
    else if (sent || state !== 'unreachable') report('connected', null);
    return false;
  }

  const loop = async () => {
    let failures = 0;
    while (!stopped) {
      let more = false;
      try {
        const open = await courier.open(() => report('connecting', lastError));
        if (!open) {
          report('off', null);
          failures = 0;
          await sleep(courier.idleMs(), true);
          continue;
        }
        await courier.round?.();
        more = await drain();
        failures = 0;
      } catch (err) {
        if (stopped) break;
        failures += 1;
        report('unreachable', errorText(err));
        await sleep(rules.retryDelayMs(failures), false);
        continue;
      }
      if (!more) await sleep(courier.idleMs(), true);
    }
  };
  const running = loop().catch((err: unknown) => {
    if (ctx.db.open) ctx.log(`Outbox (${channel}) stopped: ${errorText(err)}`);
  });

  return async () => {
    stopped = true;
    offDue();
    sleeper?.done();
    await Promise.race([running, delay(stopGraceMs)]);
    await courier.close().catch(() => undefined);
    await Promise.race([running, delay(stopGraceMs)]);
    port.detach();
  };
}
