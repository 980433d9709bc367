import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { GameAction, GameState } from '../../../shared/darts/types';
import type { VisitDarts } from '../../../shared/darts/visit';
import { DialogFrame } from '../../components/DialogFrame';
import { canEnterTotal, takesTotals, typeKey, visitEntry } from './visitTotal';
import './visitTotal.css';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'Delete', '0'];

/**
 * 'Enter total' (docs/behaviour.md#visit-totals): the player throwing enters the visit as one total on a
 * compact number pad instead of tapping each dart. A visit is 3 darts; a total that checks out asks how many
 * darts it took (only the counts that can make it are offered), which doubles as the confirmation a
 * leg-winning entry deserves — a visit, unlike a dart, cannot be undone once sent. The engine then judges it
 * (busts included) and the averages count the darts given.
 */
export function VisitTotalPad({
  state,
  onAction,
}: {
  state: GameState;
  onAction: (action: GameAction) => void;
}) {
  const [open, setOpen] = useState(false);
  const [digits, setDigits] = useState('');
  const [askingDarts, setAskingDarts] = useState(false);
  if (!takesTotals(state)) return null;

  const entry = visitEntry(state, digits);
  const thrower = state.players[state.currentPlayer];
  const ready = entry.total !== null && entry.problem === null && canEnterTotal(state);
  const reset = (nextOpen: boolean) => {
    setOpen(nextOpen);
    setDigits('');
    setAskingDarts(false);
  };
  const send = (darts: VisitDarts) => {
    if (entry.total === null) return;
    onAction({ type: 'visit', score: entry.total, darts });
    reset(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Trigger asChild>
        <button type="button" className="btn btn-outline vt-toggle" disabled={!canEnterTotal(state)}>
          Enter total
        </button>
      </Dialog.Trigger>
      {askingDarts ? (
        <DialogFrame
          title="How many darts?"
          description={`${entry.total ?? 0} checks out for ${thrower.name}. How many darts did the checkout take?`}
        >
          <div className="vt-darts">
            {([1, 2, 3] as const).map((darts) => (
              <button
                key={darts}
                type="button"
                className="btn btn-primary"
                disabled={!entry.dartChoices.includes(darts)}
                onClick={() => send(darts)}
              >
                {darts === 1 ? '1 dart' : `${darts} darts`}
              </button>
            ))}
          </div>
          <div className="dialog-actions">
            <button type="button" className="btn btn-outline" onClick={() => setAskingDarts(false)}>
              Back
            </button>
          </div>
        </DialogFrame>
      ) : (
        <DialogFrame
          title="Enter total"
          description={`${thrower.name}'s visit: the three darts' total, 0 to 180.`}
        >
          <output className="vt-display" aria-label="Visit total">
            {digits === '' ? '–' : digits}
          </output>
          <p className="vt-problem" aria-live="polite">
            {entry.problem ?? ''}
          </p>
          <div className="vt-keys">
            {KEYS.map((key) => (
              <button
                key={key}
                type="button"
                className="btn btn-outline vt-key"
                aria-label={key === 'Delete' ? 'Delete last digit' : undefined}
                onClick={() => setDigits(typeKey(digits, key))}
              >
                {key === 'Delete' ? '⌫' : key}
              </button>
            ))}
          </div>
          <div className="dialog-actions">
            <Dialog.Close asChild>
              <button type="button" className="btn btn-outline">
                Cancel
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!ready}
              onClick={() => (entry.checkout ? setAskingDarts(true) : send(3))}
            >
              {entry.total === null ? 'Score visit' : `Score ${entry.total}`}
            </button>
          </div>
        </DialogFrame>
      )}
    </Dialog.Root>
  );
}
