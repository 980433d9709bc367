import type { Lane } from '../../../shared/api/lanes';

/** A blank lane name falls back to 'Lane {n}'. */
export function laneLabel(lane: Pick<Lane, 'name' | 'number'> | undefined, laneId?: number): string {
  if (!lane) return `Lane ${laneId ?? '?'}`;
  return lane.name.trim() === '' ? `Lane ${lane.number}` : lane.name.trim();
}
