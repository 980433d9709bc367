import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import type { GameAction, GameState } from '../../../shared/darts/types';
import { useT } from '../../i18n/I18nProvider';
import { winDialog, winWords } from './scoreView';
import { playerName } from '../../i18n/numberedNames';

/**
 * The win dialogs: 'Leg Won!' (Start Next Leg), 'Set Won!' (Start Next Set), 'Match Winner!' (Continue
 * Playing, which starts a new match). They stay until a button is pressed; Undo Last Dart is offered too,
 * because a mis-tapped winning dart is the one mistake a player must be able to take back.
 */
export function GameDialogs({
  state,
  onAction,
  children,
}: {
  state: GameState;
  onAction: (action: GameAction) => void;
  /** The win's key figures (WinFigures). */
  children?: ReactNode;
}) {
  const t = useT();
  const dialog = winDialog(state);
  if (dialog === null) return null;
  const words = winWords(dialog);
  const winner = state.players[dialog.winner];
  const next: GameAction = dialog.title === 'Leg Won!' ? { type: 'nextLeg' } : { type: 'nextSet' };
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog-content pi-win"
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
        >
          <Dialog.Title>{t(words.title)}</Dialog.Title>
          <Dialog.Description className="pi-win-text">
            {t('tablet.win.text', { name: playerName(t, winner.name), legs: winner.legs, sets: winner.sets })}
          </Dialog.Description>
          {children}
          <div className="dialog-actions">
            {state.turn.length > 0 ? (
              <button type="button" className="btn btn-outline" onClick={() => onAction({ type: 'undo' })}>
                {t('tablet.turn.undo')}
              </button>
            ) : null}
            <button type="button" className="btn btn-primary" autoFocus onClick={() => onAction(next)}>
              {t(words.button)}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
