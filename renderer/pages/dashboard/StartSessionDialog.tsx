import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame } from '../../components/DialogFrame';
import { useState } from 'react';
import { GAME_MODES, MAX_SETS_OR_LEGS, MIN_SETS_OR_LEGS, type Lane } from '../../../shared/api/lanes';
import { isGameMode } from '../../../shared/darts/types';
import {
  DEFAULT_START_SESSION_FORM,
  DIALOG_MAX_PLAYERS,
  resizeHidden,
  startSessionRequest,
  type StartSessionForm,
} from '../../../shared/lanes/startSession';
import { errorMessage } from '../../api/errors';
import { useStartSession } from '../../api/queries/lanes';
import { DurationSelect, PlayerCountSelect, PlayerNameInputs } from '../../components/lane/SessionFields';
import { toast } from '../../stores/toasts';

interface Props {
  /** The lane chosen on the dashboard; null while the dialog is closed. */
  lane: Lane | null;
  onClose(): void;
}

/**
 * SPEC §2 Start Lane Session dialog with SPEC §5's rules (shared/lanes/startSession.ts) and SPEC §8's
 * toasts. On success it closes and its fields return to their defaults.
 */
export function StartSessionDialog({ lane, onClose }: Props) {
  const [form, setForm] = useState<StartSessionForm>(DEFAULT_START_SESSION_FORM);
  const start = useStartSession();
  const close = () => {
    setForm(DEFAULT_START_SESSION_FORM);
    start.reset();
    onClose();
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!lane) {
      toast({ title: 'Error', description: 'No lane selected', variant: 'destructive' });
      return;
    }
    const check = startSessionRequest(form);
    if (!check.ok) {
      toast({ title: 'Error', description: check.message, variant: 'destructive' });
      return;
    }
    start.mutate(
      { laneId: lane.id, body: check.body },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Lane session started successfully', variant: 'success' });
          close();
        },
        onError: (err) =>
          toast({
            title: 'Error',
            description: errorMessage(err, 'Failed to start lane session'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog.Root open={lane !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogFrame
        title="Start Lane Session"
        description={
          <>{lane ? `Lane ${lane.number}: enter the players and choose the game.` : 'No lane selected'}</>
        }
      >
        <form onSubmit={submit} className="start-session-form">
          <div className="start-session-grid">
            <PlayerCountSelect
              names={form.names}
              max={DIALOG_MAX_PLAYERS}
              onChange={(names) =>
                setForm({ ...form, names, hidden: resizeHidden(form.hidden, names.length) })
              }
            />
            <label className="field">
              Game Mode
              <select
                value={form.gameMode}
                onChange={(e) => {
                  if (isGameMode(e.target.value)) setForm({ ...form, gameMode: e.target.value });
                }}
              >
                {GAME_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {mode}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              Sets
              <input
                className="input"
                type="number"
                min={MIN_SETS_OR_LEGS}
                max={MAX_SETS_OR_LEGS}
                value={form.sets}
                onChange={(e) => setForm({ ...form, sets: e.target.value })}
              />
            </label>
            <label className="field">
              Legs
              <input
                className="input"
                type="number"
                min={MIN_SETS_OR_LEGS}
                max={MAX_SETS_OR_LEGS}
                value={form.legs}
                onChange={(e) => setForm({ ...form, legs: e.target.value })}
              />
            </label>
            <DurationSelect
              label="Session Duration"
              hours={form.hours}
              onChange={(hours) => setForm({ ...form, hours })}
            />
          </div>
          <PlayerNameInputs
            names={form.names}
            onChange={(names) => setForm({ ...form, names })}
            hidden={form.hidden}
            onHiddenChange={(hidden) => setForm({ ...form, hidden })}
          />
          <div className="dialog-actions">
            <button type="button" className="btn btn-outline" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={start.isPending}>
              {start.isPending ? 'Starting...' : 'Start Session'}
            </button>
          </div>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
