import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { GameAction, GameState } from '../../../shared/darts/types';
import type { VisitDarts } from '../../../shared/darts/visit';
import { DialogFrame } from '../../components/DialogFrame';
import { canEnterTotal, takesTotals, typeKey, visitEntry } from './visitTotal';
import { useWords } from '../../i18n/words';
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
  const words = useWords();
  const { t } = words;
  const [open, setOpen] = useState(false);
  const [digits, setDigits] = useState('');
  const [askingDarts, setAskingDarts] = useState(false);
  if (!takesTotals(state)) return null;

  const entry = visitEntry(state, digits, words);
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
          {t('tablet.total.open')}
        </button>
      </Dialog.Trigger>
      {askingDarts ? (
        <DialogFrame
          title={t('tablet.total.howMany')}
          description={t('tablet.total.checksOut', { total: String(entry.total ?? 0), name: thrower.name })}
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
                {t('tablet.total.darts', { count: darts })}
              </button>
            ))}
          </div>
          <div className="dialog-actions">
            <button type="button" className="btn btn-outline" onClick={() => setAskingDarts(false)}>
              {t('tablet.back')}
            </button>
          </div>
        </DialogFrame>
      ) : (
        <DialogFrame
          title={t('tablet.total.open')}
          description={t('tablet.total.description', { name: thrower.name })}
        >
          <output className="vt-display" aria-label={t('tablet.total.display')}>
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
                aria-label={key === 'Delete' ? t('tablet.total.delete') : undefined}
                onClick={() => setDigits(typeKey(digits, key))}
              >
                {key === 'Delete' ? '⌫' : key}
              </button>
            ))}
          </div>
          <div className="dialog-actions">
            <Dialog.Close asChild>
              <button type="button" className="btn btn-outline">
                {t('tablet.cancel')}
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!ready}
              onClick={() => (entry.checkout ? setAskingDarts(true) : send(3))}
            >
              {entry.total === null
                ? t('tablet.total.scoreVisit')
                : t('tablet.total.score', { total: String(entry.total) })}
            </button>
          </div>
        </DialogFrame>
      )}
    </Dialog.Root>
  );
}
