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
        title: 'Error',
        description: errorMessage(err, 'Failed to update game mode'),
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
        Game mode
        <select
          id={`${id}-mode`}
          value={mode}
          onChange={(e) => {
            if (isGameMode(e.target.value)) setMode(e.target.value);
          }}
        >
          {GAME_MODES.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </label>
      <div className="pi-settings-row">
        <TargetSelect id={`${id}-sets`} label="Sets" value={sets} onChange={setSets} />
        <TargetSelect id={`${id}-legs`} label="Legs" value={legs} onChange={setLegs} />
      </div>
      <p className="muted pi-settings-note">Applying starts a new match with the same players.</p>
      <button type="submit" className="btn btn-primary btn-block" disabled={disabled || busy}>
        {busy ? 'Applying...' : 'Apply Settings'}
      </button>
      {disabled ? (
        <p className="muted pi-settings-note">Waiting for the server before settings can change.</p>
      ) : null}
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
