import { useT } from '../../i18n/I18nProvider';
import { scoringStore, useScoring } from '../../stores/scoringTurn';

/**
 * Taps this tablet made in a game that is over (the lane moved on to its next session or match while the
 * tablet was offline) were not scored anywhere. Players are told so, in a line that stays until they dismiss
 * it or throw the next dart — a toast could vanish while they were at the oche.
 */
export function DroppedTapsNotice() {
  const t = useT();
  const notice = useScoring((s) => s.notice);
  if (notice === null) return null;
  // The store words the notice in English (droppedTapsNotice): its count is all the screen needs.
  const count = notice.startsWith('A dart') ? 1 : Number.parseInt(notice, 10);
  return (
    <div className="pi-dropped" role="alert">
      <span>{Number.isNaN(count) ? notice : t('tablet.droppedTaps', { count })}</span>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => scoringStore.getState().dismissNotice()}
      >
        {t('tablet.dismiss')}
      </button>
    </div>
  );
}
