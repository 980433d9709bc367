import type { Lane } from '../../shared/api/lanes';
import type { AppContext } from '../context';
import { allLaneViews } from './publishLane';

/** How often the ticker looks at the clock: lanes turn reserved and back within a second. */
export const LANE_TICK_MS = 1000;

/**
 * Time alone changes lanes: a booking starts (the lane shows `reserved`), its time passes unused
 * (`available` again), a booking comes within 30 minutes (the card's 'Reserved Soon'). Nothing is written
 * for that — the status is derived (shared/lanes/laneStatus.ts) — so this ticker re-derives every lane
 * each second and publishes `lane_updated` for each one that now looks different.
 *
 * Minutes-to-go alone does not count as a change: screens re-derive it from `nextReservation` and their
 * own clock, so the ticker does not flood every socket once a minute per lane.
 */
export function startLaneTicker(ctx: AppContext, intervalMs = LANE_TICK_MS): () => undefined {
  const seen = new Map<number, string>();
  const tick = () => {
    try {
      for (const lane of allLaneViews(ctx)) {
        const look = lookOf(lane);
        const before = seen.get(lane.id);
        seen.set(lane.id, look);
        if (before !== undefined && before !== look) ctx.events.emit('lane_updated', { lane });
      }
    } catch (err) {
      ctx.log(`Lane ticker failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    return undefined;
  };
}

function lookOf(lane: Lane): string {
  return JSON.stringify({ ...lane, timeUntilNextReservation: null });
}
