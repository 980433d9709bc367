import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { laneGameEndpoints } from '../../../shared/api/laneGame';
import { GAME_MODES, isGameMode } from '../../../shared/darts/types';
import type { GameMode, GameState } from '../../../shared/darts/types';
import { call } from '../../api/call';
import { laneGameQueries } from '../../api/queries/laneGame';
import { errorMessage } from '../../api/errors';
import { scoringStore } from '../../stores/scoringTurn';
import { toast } from '../../stores/toasts';
import { useT } from '../../i18n/I18nProvider';
import { modeParams } from '../../i18n/dartsWords';

/** Sets and legs run 1 to 5 on the scoring screen. */
const TARGETS = [1, 2, 3, 4, 5];

/**
 * The settings toggle's form: game mode, sets and legs. Changing them restarts the match on the server (POST
 * update-game-mode), so it needs the server: it is disabled while taps are still unsent.
 */
export function GameSettings({
  laneId,
  state,
  disabled,
  onDone,
}: {
  laneId: number;
  state: GameState;
  disabled: boolean;
  onDone: () => void;
}) {
  const id = useId();
  const t = useT();
  const client = useQueryClient();
  const [mode, setMode] = useState<GameMode>(state.mode);
  const [sets, setSets] = useState(Math.min(5, state.sets));
  const [legs, setLegs] = useState(Math.min(5, state.legs));
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const game = await call(laneGameEndpoints.updateGameMode, {
        params: { id: laneId },
        // The game this screen shows: if the lane has moved on to another, the server refuses.
        body: { gameId: scoringStore.getState().gameId ?? '', gameMode: mode, sets, legs },
      });
      scoringStore.getState().receive(game);
      client.setQueryData(laneGameQueries.current(laneId).queryKey, game);
      onDone();
    } catch (err) {
      toast({
        title: t('tablet.error'),
        description: errorMessage(err, t('tablet.settings.failed')),
        variant: 'destructive',
      });
      // Refused because the lane has moved on (or a rule): show what the server holds now.
      void client.invalidateQueries({ queryKey: laneGameQueries.current(laneId).queryKey });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="pi-settings" onSubmit={(e) => void submit(e)}>
      <label className="field" htmlFor={`${id}-mode`}>
        {t('tablet.settings.mode')}
        <select
          id={`${id}-mode`}
          value={mode}
          onChange={(e) => {
            if (isGameMode(e.target.value)) setMode(e.target.value);
          }}
        >
          {GAME_MODES.map((m) => (
            <option key={m} value={m}>
              {t('tablet.mode', modeParams(m))}
            </option>
          ))}
        </select>
      </label>
      <div className="pi-settings-row">
        <TargetSelect id={`${id}-sets`} label={t('tablet.settings.sets')} value={sets} onChange={setSets} />
        <TargetSelect id={`${id}-legs`} label={t('tablet.settings.legs')} value={legs} onChange={setLegs} />
      </div>
      <p className="muted pi-settings-note">{t('tablet.settings.note')}</p>
      <button type="submit" className="btn btn-primary btn-block" disabled={disabled || busy}>
        {busy ? t('tablet.settings.applying') : t('tablet.settings.apply')}
      </button>
      {disabled ? <p className="muted pi-settings-note">{t('tablet.settings.waiting')}</p> : null}
    </form>
  );
}

function TargetSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <label className="field" htmlFor={id}>
      {label}
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {TARGETS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}
