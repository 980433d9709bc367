import type { OutboxKind } from '../../shared/api/mail';
import type { GroupChange } from '../../shared/group/events';
import type { Db } from '../db/open';
import type { OutboxChannel, OutboxRef } from '../db/outboxLifecycle';

export type { OutboxChannel, OutboxRef };

/**
 * The one outbox: everything that must leave the box — confirmation e-mails, events for the group's head
 * office, and whatever comes next — is recorded here inside the transaction of the change it belongs to,
 * and sent by one worker per channel (outbox/worker.ts) through that channel's courier. Services reach it as
 * `ctx.outbox` and know nothing of SMTP or NATS. docs/architecture.md, 'The outbox', says what it guarantees.
 */

/** What a service hands each channel to record. */
export interface OutboxMessages {
  /**
   * A booking's confirmation, Settings' test message, or a captain's season fixtures; the mail channel
   * composes the rest when it sends.
   */
  mail:
    | { kind: Exclude<OutboxKind, 'league_fixtures'>; reservationId: string | null; recipient: string }
    | { kind: 'league_fixtures'; seasonId: string; teamId: string; recipient: string };
  /** A change for head office; a `dedupeKey` already used records nothing (a no-show is reported once). */
  group: { change: GroupChange; dedupeKey?: string };
}

/** How a channel's way out is doing: the words Settings → Venue Group shows. */
export type ChannelState = 'off' | 'connecting' | 'connected' | 'unreachable';

export interface ChannelStatus {
  /** off: nothing to send through (mail not set up, the venue in no group); unreachable: the last try failed. */
  state: ChannelState;
  /** Why the last try did not go through (null once one does). */
  lastError: string | null;
  /** Messages waiting, and since when. */
  queued: number;
  oldestQueuedAt: string | null;
  lastSentAt: string | null;
}

/**
 * How a channel's messages go. 'each on its own': a message that failed waits for its own next try (stored,
 * on the venue's clock) while the others go. 'in order': the first queued message holds back the rest, and a
 * failure holds back the channel, for a wait the worker keeps (in memory, real time).
 */
export interface ChannelRules<C extends OutboxChannel> {
  order: 'each on its own' | 'in order';
  /** The wait after the `failures`-th failed try in a row (1 = the first). */
  retryDelayMs(failures: number): number;
  /**
   * Writes the message's row, inside the caller's transaction, under `id` (also its id at the far end);
   * false when there is nothing to record (no one to send it to, or its dedupe key was used).
   */
  record(db: Db, row: { id: string; at: string }, message: OutboxMessages[C]): boolean;
}

export type OutboxChannels = { [C in OutboxChannel]: ChannelRules<C> };

/** What became of one try. */
export type Delivery =
  | { outcome: 'sent'; receipt: string | null }
  | { outcome: 'retry'; reason: string }
  | { outcome: 'failed'; reason: string };

/** A channel's way out (mail/courier.ts: SMTP; group/relay.ts: NATS JetStream). */
export interface Courier<P> {
  /**
   * Gets the way out ready for a round: false when the channel is off (its queue waits, untouched); throws
   * when it cannot be reached. Calls `connecting` before it opens a new connection.
   */
  open(connecting: () => void): Promise<boolean>;
  /** The channel's own work each round, before its queue (the relay's heartbeat). Throwing holds the channel back. */
  round?(): Promise<void>;
  /** Inside the claim's transaction: what to send for this message, or why it must never be sent. */
  prepare(ref: OutboxRef): P | { refuse: string };
  send(prepared: P, ref: OutboxRef): Promise<Delivery>;
  /** The longest the worker waits for more to do (a recorded message wakes it sooner). */
  idleMs(): number;
  close(): Promise<void>;
}

/** A running worker as the port sees it. */
export interface WorkerHandle {
  /** Tries one queued message now, or waits for the try under way. */
  attemptNow(id: string): Promise<void>;
}

/** `ctx.outbox`: what services and workers share. */
export interface OutboxPort {
  /**
   * Records a message inside the caller's transaction and wakes the channel's worker once it has committed.
   * Answers the message's id, or null when the channel recorded nothing.
   */
  record<C extends OutboxChannel>(channel: C, message: OutboxMessages[C]): string | null;
  /** Wakes the channel's worker now (its way out changed: the venue joined a group). */
  wake(channel: OutboxChannel): void;
  /** For the health check and the settings screens. */
  status(channel: OutboxChannel): ChannelStatus;
  /** Sends one recorded message now, answering once the try is over (Settings' test e-mail). */
  deliverNow(channel: OutboxChannel, id: string): Promise<void>;
  rules<C extends OutboxChannel>(channel: C): ChannelRules<C>;
  /** A worker starts: it reports its way out's state here and takes `deliverNow`; the answer detaches it. */
  attach(
    channel: OutboxChannel,
    worker: WorkerHandle,
  ): { report(state: ChannelState, lastError: string | null): void; detach(): void };
}
