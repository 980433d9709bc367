import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame } from '../../components/DialogFrame';
import { useState } from 'react';
import { GAME_MODES, MAX_SETS_OR_LEGS, MIN_SETS_OR_LEGS, type Lane } from '../../../shared/api/lanes';
import { isGameMode } from '../../../shared/darts/types';
import type { Reservation } from '../../../shared/api/reservations';
import {
  DEFAULT_START_SESSION_FORM,
  DIALOG_MAX_PLAYERS,
  activationRequest,
  bookingSessionForm,
  resizeHidden,
  startSessionRequest,
  type StartSessionForm,
} from '../../../shared/lanes/startSession';
import { clockTimeOf } from '../../../shared/time/venueTime';
import { errorMessage } from '../../api/errors';
import { useActivateReservation, useStartSession } from '../../api/queries/lanes';
import { useVenue } from '../../api/queries/settings';
import { DurationSelect, PlayerCountSelect, PlayerNameInputs } from '../../components/lane/SessionFields';
import { toast } from '../../stores/toasts';

interface Props {
  /** The lane chosen on the dashboard; null while the dialog is closed. */
  lane: Lane | null;
  /**
   * The booking of a party arriving for it (Activate Reservation, or a 'Reserved Soon' lane started early).
   * The dialog opens filled in from it and starts the booking's session. Give the dialog a `key` per booking,
   * so it opens afresh for each.
   */
  booking?: Reservation | null;
  onClose(): void;
}

/**
 * The Start Lane Session dialog (docs/behaviour.md#walk-ins), its rules in shared/lanes/startSession.ts. On
 * success it closes and its fields return to their defaults.
 */
export function StartSessionDialog({ lane, booking = null, onClose }: Props) {
  const initial = booking ? bookingSessionForm(booking) : DEFAULT_START_SESSION_FORM;
  const [form, setForm] = useState<StartSessionForm>(initial);
  const start = useStartSession();
  const activate = useActivateReservation();
  const pending = start.isPending || activate.isPending;
  const { zone } = useVenue();
  const close = () => {
    setForm(initial);
    start.reset();
    activate.reset();
    onClose();
  };
  const handlers = {
    onSuccess: () => {
      toast({
        title: 'Success',
        description: booking ? 'Lane activated successfully' : 'Lane session started successfully',
        variant: 'success',
      });
      close();
    },
    onError: (err: Error) =>
      toast({
        title: 'Error',
        description: errorMessage(err, booking ? 'Failed to activate lane' : 'Failed to start lane session'),
        variant: 'destructive',
      }),
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!lane) {
      toast({ title: 'Error', description: 'No lane selected', variant: 'destructive' });
      return;
    }
    if (booking) {
      const check = activationRequest(form, booking);
      if (!check.ok) {
        toast({ title: 'Error', description: check.message, variant: 'destructive' });
        return;
      }
      activate.mutate({ laneId: lane.id, body: check.body }, handlers);
      return;
    }
    const check = startSessionRequest(form);
    if (!check.ok) {
      toast({ title: 'Error', description: check.message, variant: 'destructive' });
      return;
    }
    start.mutate({ laneId: lane.id, body: check.body }, handlers);
  };

  const early = booking !== null && Date.parse(booking.reservedTime) > Date.now();
  return (
    <Dialog.Root open={lane !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogFrame
        title="Start Lane Session"
        description={
          <>
            {!lane
              ? 'No lane selected'
              : booking
                ? `Lane ${lane.number}: ${booking.customerName}'s booking at ${clockTimeOf(booking.reservedTime, zone)}. Check the players and the game.`
                : `Lane ${lane.number}: enter the players and choose the game.`}
          </>
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
          {early && booking ? (
            <p className="muted start-session-note">
              Starting before the booked time: the session runs until{' '}
              {clockTimeOf(
                new Date(Date.parse(booking.reservedTime) + booking.duration * 60_000).toISOString(),
                zone,
              )}
              , the booking&apos;s end, unless you choose another length.
            </p>
          ) : null}
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
            <button type="submit" className="btn btn-primary" disabled={pending}>
              {pending ? 'Starting...' : 'Start Session'}
            </button>
          </div>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
