import type { Lane, Stats } from '../../shared/api/lanes';
import { openingAt } from '../../shared/booking/hours';
import { lookAheadEnd, type LaneRuleBlock } from '../../shared/lanes/availability';
import { deriveLane } from '../../shared/lanes/laneStatus';
import { laneStats } from '../../shared/lanes/stats';
import type { AppContext } from '../context';
import { laneBlocksBetween } from '../db/laneBlocks';
import { findLaneRow, listLaneRows, toLaneRecord } from '../db/lanes';
import { readSettings } from '../db/settings';

/**
 * The read side of lanes: the lane every response and `lane_updated` message carries, built by the one
 * pure rule in shared/lanes from the stored row, the lane's blocks, the clock and the venue's zone.
 *
 * Other areas call `publishLane(ctx, laneId)` after their own transaction commits (a booking created,
 * moved or cancelled changes the lane's next reservation and fit flags), so every screen hears about it.
 */

interface RuleInputs {
  now: Date;
  zone: string;
  /** The closing of the opening now falls in (which may be after midnight), or null outside hours. */
  openUntil: Date | null;
  blocks: LaneRuleBlock[];
}

/** Every block the lane rules can need right now: from now to the end of "today" (availability.ts). */
export function ruleInputs(ctx: AppContext): RuleInputs {
  const now = ctx.now();
  const settings = readSettings(ctx.db);
  const zone = settings.timezone;
  const opening = openingAt(now, settings);
  const openUntil = opening.kind === 'open' && now < opening.closesAt ? opening.closesAt : null;
  const to = lookAheadEnd(now, zone, openUntil).toISOString();
  const blocks = laneBlocksBetween(ctx.db, now.toISOString(), to);
  return { now, zone, openUntil, blocks };
}

/** One lane as responses carry it, or null when there is no such lane. */
export function laneView(ctx: AppContext, laneId: number): Lane | null {
  const row = findLaneRow(ctx.db, laneId);
  if (!row) return null;
  const { now, zone, openUntil, blocks } = ruleInputs(ctx);
  return deriveLane(toLaneRecord(row), blocks, now, zone, openUntil);
}

/** Every lane, by number (GET /api/lanes). */
export function allLaneViews(ctx: AppContext, inputs: RuleInputs = ruleInputs(ctx)): Lane[] {
  return listLaneRows(ctx.db).map((row) =>
    deriveLane(toLaneRecord(row), inputs.blocks, inputs.now, inputs.zone, inputs.openUntil),
  );
}

/** GET /api/stats: lanes by the status they show, and today's bookings still to come. */
export function venueStats(ctx: AppContext): Stats {
  const inputs = ruleInputs(ctx);
  return laneStats(allLaneViews(ctx, inputs), inputs.blocks, inputs.now, inputs.zone);
}

/** Tells every listening screen about a lane's new state. Call after the write has committed. */
export function publishLane(ctx: AppContext, laneId: number): Lane | null {
  const lane = laneView(ctx, laneId);
  if (lane) ctx.events.emit('lane_updated', { lane });
  return lane;
}
