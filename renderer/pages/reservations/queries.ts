import type { Lane } from '../../../shared/api/lanes';
import { laneDisplayName } from '../../../shared/booking/slots';
import type { Translate } from '../../i18n/I18nProvider';
import { laneName } from '../../i18n/numberedNames';

/**
 * A lane's name on the staff screens, or 'Lane {id}' for a lane the list no longer holds. Given the screen's
 * `t`, a lane without a name of its own is called so in the screen's language ('Bahn 3': renderer/i18n/
 * numberedNames.ts); without it, as the server sends it.
 */
export function laneLabel(
  lane: Pick<Lane, 'name' | 'number'> | undefined,
  laneId?: number,
  t?: Translate,
): string {
  const known = lane ?? (laneId === undefined ? undefined : { name: '', number: laneId });
  if (!known) return 'Lane ?';
  return t ? laneName(t, known) : laneDisplayName(known);
}
