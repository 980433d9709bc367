import type { Lane } from '../../../shared/api/lanes';
import { laneDisplayName } from '../../../shared/booking/slots';

/**
 * A lane's name on the staff screens: laneDisplayName (a blank name reads 'Lane {n}'), or 'Lane {id}' for a
 * lane the list no longer holds.
 */
export function laneLabel(lane: Pick<Lane, 'name' | 'number'> | undefined, laneId?: number): string {
  return lane ? laneDisplayName(lane) : `Lane ${laneId ?? '?'}`;
}
