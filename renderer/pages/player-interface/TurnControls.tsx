import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame } from '../../components/DialogFrame';
import { useState } from 'react';
import { dartLabel } from '../../../shared/darts/labels';
import type { GameAction, GameState } from '../../../shared/darts/types';
import { GameSettings } from './GameSettings';
import { turnView } from './turnView';
import { VisitTotalPad } from './VisitTotalPad';
import { useWords } from '../../i18n/words';

/**
 * Turn Controls: dart progress 1 to 3, Undo Last Dart, Clear All Darts, Finish Turn, and the settings toggle.
 * Buttons the rules would refuse right now are disabled (and look it: playerInterface.css), so a tap never
 * fails silently.
 *
 * After a bust the turn's result reads 'Bust · scores 0', not the total of the darts that bust it, and a line
 * under it says the next step: 'Bust: tap Finish Turn — Ben throws next', with Finish Turn lit up. The turn
 * does not end by itself after the 3-second bust message, by choice: a bust is often a mis-tap (T20 for S20),
 * and Undo Last Dart must still be able to take it back; and a turn that ended on a timer would be a write no
 * one tapped, sent by every screen showing the lane. Three darts thrown read the same way.
 */
export function TurnControls({
  laneId,
  state,
  canChangeSettings,
  settingsFixed = false,
  onAction,
}: {
  laneId: number;
  state: GameState;
  canChangeSettings: boolean;
  /** A tournament match plays the tournament's mode and format: no settings toggle. */
  settingsFixed?: boolean;
  onAction: (action: GameAction) => void;
}) {
  const words = useWords();
  const { t } = words;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const darts = state.turn;
  const turn = turnView(state, words);
  const legOver = state.legWinner !== null;
  const thrower = state.players[state.currentPlayer];
  return (
    <section className="pi-panel pi-controls" aria-labelledby="pi-controls-title">
      <h2 id="pi-controls-title" className="pi-panel-title">
        {t('tablet.turn.title')}
      </h2>
      <p className="pi-thrower">
        {legOver
          ? t('tablet.turn.legFinished', { round: state.round })
          : t('tablet.turn.toThrow', { name: thrower.name, round: state.round })}
      </p>
      <ol className="pi-progress" aria-label={t('tablet.turn.darts')}>
        {[0, 1, 2].map((i) => (
          <li key={i} className={`pi-progress-dart${i < darts.length ? ' pi-progress-thrown' : ''}`}>
            <span className="pi-progress-number">{t('tablet.turn.dart', { number: i + 1 })}</span>
            <span className="pi-progress-label">{i < darts.length ? dartLabel(darts[i]) : '–'}</span>
          </li>
        ))}
      </ol>
      <p className={`pi-turn-total${turn.busted ? ' pi-turn-bust' : ''}`}>
        {t('tablet.turn.total')} <strong>{turn.result}</strong>
      </p>
      {turn.nextStep !== null && (
        <p className="pi-next-step" role="status">
          {turn.nextStep}
        </p>
      )}
      <div className="pi-control-buttons">
        <button
          type="button"
          className="btn btn-outline"
          disabled={darts.length === 0}
          onClick={() => onAction({ type: 'undo' })}
        >
          {t('tablet.turn.undo')}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={darts.length === 0}
          onClick={() => onAction({ type: 'clear' })}
        >
          {t('tablet.turn.clear')}
        </button>
        <button
          type="button"
          className={`btn btn-primary pi-finish${turn.nextStep !== null ? ' pi-finish-now' : ''}`}
          disabled={darts.length === 0 || legOver}
          onClick={() => onAction({ type: 'finishTurn' })}
        >
          {t('tablet.turn.finish')}
        </button>
      </div>
      <VisitTotalPad state={state} onAction={onAction} />
      <Dialog.Root open={settingsOpen} onOpenChange={setSettingsOpen}>
        <Dialog.Trigger asChild>
          <button type="button" className="btn btn-ghost pi-settings-toggle" hidden={settingsFixed}>
            {t('tablet.settings.open')}
          </button>
        </Dialog.Trigger>
        <DialogFrame title={t('tablet.settings.open')} description={t('tablet.settings.description')}>
          <GameSettings
            laneId={laneId}
            state={state}
            disabled={!canChangeSettings}
            onDone={() => setSettingsOpen(false)}
          />
          <Dialog.Close asChild>
            <button type="button" className="btn btn-outline btn-block">
              {t('tablet.cancel')}
            </button>
          </Dialog.Close>
        </DialogFrame>
      </Dialog.Root>
    </section>
  );
}
