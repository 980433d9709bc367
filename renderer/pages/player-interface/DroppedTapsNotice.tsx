import { scoringStore, useScoring } from '../../stores/scoringTurn';

/**
 * Taps this tablet made in a game that is over (the lane moved on to its next session or match while the
 * tablet was offline) were not scored anywhere. Players are told so, in a line that stays until they dismiss
 * it or throw the next dart — a toast could vanish while they were at the oche.
 */
export function DroppedTapsNotice() {
  const notice = useScoring((s) => s.notice);
  if (notice === null) return null;
  return (
    <div className="pi-dropped" role="alert">
      <span>{notice}</span>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => scoringStore.getState().dismissNotice()}
      >
        Dismiss
      </button>
    </div>
  );
}
