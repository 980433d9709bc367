import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame } from '../DialogFrame';
import { useState } from 'react';
import { GAME_MODES, MAX_SETS_OR_LEGS, MIN_SETS_OR_LEGS, type Lane } from '../../../shared/api/lanes';
import { isGameMode } from '../../../shared/darts/types';
import type { Reservation } from '../../../shared/api/reservations';
import {
  DEFAULT_START_SESSION_FORM,
  DIALOG_MAX_PLAYERS,
  activationRequest,
  DIALOG_NO_PLAYERS,
  bookingSessionForm,
  resizeHidden,
  startSessionRequest,
  type StartSessionForm,
} from '../../../shared/lanes/startSession';
import { formatTime } from '../../../shared/i18n/format';
import { useT } from '../../i18n/I18nProvider';
import { errorMessage } from '../../api/errors';
import { useActivateReservation, useStartSession } from '../../api/queries/lanes';
import { useVenue } from '../../api/queries/settings';
import { DurationSelect, PlayerCountSelect, PlayerNameInputs } from './SessionFields';
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
  const t = useT();
  const close = () => {
    setForm(initial);
    start.reset();
    activate.reset();
    onClose();
  };
  const handlers = {
    onSuccess: () => {
      toast({
        title: t('staff.start.success'),
        description: booking ? t('staff.start.activated') : t('staff.start.started'),
        variant: 'success',
      });
      close();
    },
    onError: (err: Error) =>
      toast({
        title: t('staff.start.error'),
        description: errorMessage(
          err,
          booking ? t('staff.start.activateFailed') : t('staff.start.startFailed'),
        ),
        variant: 'destructive',
      }),
  };

  // The form's own check, in the screen's language (its one refusal: no player named).
  const refused = (message: string) =>
    toast({
      title: t('staff.start.error'),
      description: message === DIALOG_NO_PLAYERS ? t('staff.start.noPlayers') : message,
      variant: 'destructive',
    });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!lane) {
      toast({ title: t('staff.start.error'), description: t('staff.start.noLane'), variant: 'destructive' });
      return;
    }
    if (booking) {
      const check = activationRequest(form, booking);
      if (!check.ok) {
        refused(check.message);
        return;
      }
      activate.mutate({ laneId: lane.id, body: check.body }, handlers);
      return;
    }
    const check = startSessionRequest(form);
    if (!check.ok) {
      refused(check.message);
      return;
    }
    start.mutate({ laneId: lane.id, body: check.body }, handlers);
  };

  const early = booking !== null && Date.parse(booking.reservedTime) > Date.now();
  return (
    <Dialog.Root open={lane !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogFrame
        title={t('staff.start.title')}
        description={
          !lane
            ? t('staff.start.noLane')
            : booking
              ? t('staff.start.forBooking', {
                  number: lane.number,
                  name: booking.customerName,
                  time: formatTime(booking.reservedTime, zone),
                })
              : t('staff.start.walkIn', { number: lane.number })
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
              {t('staff.start.gameMode')}
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
              {t('staff.start.sets')}
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
              {t('staff.start.legs')}
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
              label={t('staff.start.duration')}
              hours={form.hours}
              onChange={(hours) => setForm({ ...form, hours })}
            />
          </div>
          {early && booking ? (
            <p className="muted start-session-note">
              {t('staff.start.early', {
                time: formatTime(
                  new Date(Date.parse(booking.reservedTime) + booking.duration * 60_000).toISOString(),
                  zone,
                ),
              })}
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
              {t('staff.start.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={pending}>
              {pending ? t('staff.start.starting') : t('staff.start.submit')}
            </button>
          </div>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
