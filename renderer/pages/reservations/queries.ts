import type { Lane } from '../../../shared/api/lanes';
import { laneDisplayName } from '../../../shared/booking/slots';
import type { Translate } from '../../i18n/I18nProvider';

/**
 * A lane's name on the staff screens: laneDisplayName (a blank name reads 'Lane {n}'), or 'Lane {id}' for a
 * lane the list no longer holds. Given the screen's `t`, a lane without a name of its own is called so in
 * the screen's language ('Bahn 3').
 */
export function laneLabel(
  lane: Pick<Lane, 'name' | 'number'> | undefined,
  laneId?: number,
  t?: Translate,
): string {
  if (lane && lane.name.trim() !== '') return laneDisplayName(lane);
  const number = lane?.number ?? laneId;
  if (t && number !== undefined) return t('staff.lane.title', { number });
  return lane ? laneDisplayName(lane) : `Lane ${laneId ?? '?'}`;
}
