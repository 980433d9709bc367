/**
 * Lane states (docs/behaviour.md#lane-states), plus `tournament` (the lane is playing a tournament match;
 * derived, never stored — see shared/lanes/laneStatus.ts). Kept apart from lanes.ts, with no zod, so the TV's
 * zod/mini schemas can use it.
 */
export const LANE_STATUSES = [
  'available',
  'occupied',
  'reserved',
  'test',
  'maintenance',
  'tournament',
] as const;
