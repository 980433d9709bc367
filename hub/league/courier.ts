import type { Pool } from 'pg';
import { relayRetryDelayMs } from '../../shared/group/retry';
import type { VenueAsker } from '../booking/ask';
import { entriesAfter, recordApplied, venuesBehind } from './feed';

/** Entries sent in one question: a published league's few entries go at once, a fortnight away in a few. */
export const FEED_BATCH = 50;

export interface LeagueCourier {
  /** Asks the venue now (its heartbeat shows it back, or its feed grew); every venue behind when none named. */
  nudge(venueId?: string): void;
  /** Resolves when no venue is being asked (tests). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

interface Lane {
  running: Promise<void> | null;
  failures: number;
  timer: NodeJS.Timeout | null;
  again: boolean;
}

/**
 * The feed's courier (docs/venue-group.md, "A league across the group"): for each venue whose feed has
 * entries beyond what it applied, asks it on its NATS door (`league`, through the hub's one venue asker) to
 * apply the next entries, in order, one question at a time per venue. The venue's answer is the number it
 * has applied through, and the next question starts after it. A venue that does not answer, refuses, or
 * makes no progress is asked again after a growing wait (the relay's: a quarter second doubling to 30 s),
 * and at once when its heartbeat arrives. Everything it sends is read from PostgreSQL, so a hub restarted or
 * a venue away for weeks loses nothing: the sweep (and the hub's start) finds every venue still behind.
 */
export function startLeagueCourier(
  pool: Pool,
  asker: VenueAsker,
  options: { log?: (line: string) => void; sweepEveryMs?: number; askTimeoutMs?: number } = {},
): LeagueCourier {
  const log = options.log ?? (() => undefined);
  const lanes = new Map<string, Lane>();
  let stopped = false;

  const laneOf = (venueId: string): Lane => {
    let lane = lanes.get(venueId);
    if (!lane) {
      lane = { running: null, failures: 0, timer: null, again: false };
      lanes.set(venueId, lane);
    }
    return lane;
  };

  /** One question: whether the venue is through, moved on, or should be asked again after a wait. */
  const askOnce = async (venueId: string): Promise<'done' | 'progress' | 'stuck'> => {
    const behind = (await venuesBehind(pool)).find((p) => p.venueId === venueId);
    if (!behind) return 'done';
    const entries = await entriesAfter(pool, venueId, behind.appliedThrough, FEED_BATCH);
    if (entries.length === 0) return 'done';
    const answer = await asker.ask(venueId, 'league', { entries }, { timeoutMs: options.askTimeoutMs });
    if (answer.kind !== 'answer') {
      if (answer.kind === 'refusal' || answer.kind === 'broken')
        log(`League feed: ${venueId} did not take entries ${entries[0]?.number ?? 0}…: ${answer.kind}`);
      return 'stuck';
    }
    const reached = await recordApplied(pool, venueId, answer.body.appliedThrough);
    return reached > behind.appliedThrough ? 'progress' : 'stuck';
  };

  const run = async (venueId: string, lane: Lane): Promise<void> => {
    for (;;) {
      lane.again = false;
      let outcome: 'done' | 'progress' | 'stuck';
      try {
        outcome = await askOnce(venueId);
      } catch (err) {
        log(`League feed: ${venueId}: ${err instanceof Error ? err.message : String(err)}`);
        outcome = 'stuck';
      }
      if (stopped) return;
      if (outcome === 'progress') {
        lane.failures = 0;
        continue;
      }
      if (outcome === 'done') {
        lane.failures = 0;
        if (lane.again) continue;
        return;
      }
      lane.failures += 1;
      if (lane.again) continue;
      lane.timer = setTimeout(() => {
        lane.timer = null;
        start(venueId);
      }, relayRetryDelayMs(lane.failures));
      return;
    }
  };

  function start(venueId: string): void {
    if (stopped) return;
    const lane = laneOf(venueId);
    if (lane.running) {
      lane.again = true;
      return;
    }
    if (lane.timer) {
      clearTimeout(lane.timer);
      lane.timer = null;
    }
    lane.running = run(venueId, lane).finally(() => {
      lane.running = null;
    });
  }

  const sweep = () => {
    venuesBehind(pool)
      .then((behind) => behind.forEach((p) => start(p.venueId)))
      .catch((err: unknown) =>
        log(`League feed: sweep failed: ${err instanceof Error ? err.message : String(err)}`),
      );
  };
  sweep();
  const sweeper = setInterval(sweep, options.sweepEveryMs ?? 60_000);
  sweeper.unref();

  return {
    nudge(venueId) {
      if (venueId === undefined) sweep();
      else start(venueId);
    },
    async idle() {
      await Promise.all([...lanes.values()].map((l) => l.running));
    },
    async stop() {
      stopped = true;
      clearInterval(sweeper);
      for (const lane of lanes.values()) if (lane.timer) clearTimeout(lane.timer);
      await Promise.all([...lanes.values()].map((l) => l.running));
    },
  };
}
