import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open';
import { queueFigures } from '../db/outboxLifecycle';
import type { DomainEvents } from '../events';
import type {
  ChannelState,
  ChannelStatus,
  OutboxChannel,
  OutboxChannels,
  OutboxPort,
  WorkerHandle,
} from './port';

/**
 * The outbox port for one opening of the database (`ctx.outbox`). It keeps, for each channel, the state its
 * worker last reported (in memory: how the way out is doing is not data) and the worker itself, so a service
 * can ask for a message to go now.
 *
 * A record wakes its worker through the app's events (`outbox_due`) on the next microtask. better-sqlite3's
 * transactions are synchronous, so by then the caller's transaction has committed — the worker never sees a
 * message whose change could still roll back — or it rolled back, and the worker finds nothing new. Several
 * records in one transaction wake it once.
 */
export function createOutbox(
  deps: { db: Db; now: () => Date; events: DomainEvents },
  channels: OutboxChannels,
): OutboxPort {
  const workers = new Map<OutboxChannel, WorkerHandle>();
  const states = new Map<OutboxChannel, { state: ChannelState; lastError: string | null }>();
  const wakes = new Set<OutboxChannel>();

  const wakeAfterCommit = (channel: OutboxChannel) => {
    if (wakes.has(channel)) return;
    wakes.add(channel);
    queueMicrotask(() => {
      wakes.delete(channel);
      deps.events.emit('outbox_due', { channel });
    });
  };

  return {
    record(channel, message) {
      const id = randomUUID();
      const written = channels[channel].record(deps.db, { id, at: deps.now().toISOString() }, message);
      if (!written) return null;
      wakeAfterCommit(channel);
      return id;
    },
    wake(channel) {
      deps.events.emit('outbox_due', { channel });
    },
    status(channel): ChannelStatus {
      const worker = states.get(channel) ?? { state: 'off', lastError: null };
      return { ...worker, ...queueFigures(deps.db, channel) };
    },
    async deliverNow(channel, id) {
      const worker = workers.get(channel);
      if (!worker) throw new Error(`No ${channel} worker is running to send ${id}`);
      await worker.attemptNow(id);
    },
    rules: (channel) => channels[channel],
    attach(channel, worker) {
      workers.set(channel, worker);
      states.set(channel, { state: 'connecting', lastError: null });
      return {
        report(state, lastError) {
          if (workers.get(channel) === worker) states.set(channel, { state, lastError });
        },
        detach() {
          if (workers.get(channel) !== worker) return;
          workers.delete(channel);
          states.delete(channel);
        },
      };
    },
  };
}
