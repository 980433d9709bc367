import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame, CloseButton } from '../../components/DialogFrame';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  MAX_RESERVATION_PLAYERS,
  RESERVATION_DURATIONS,
  type Reservation,
} from '../../../shared/api/reservations';
import { publicBookingEndpoints } from '../../../shared/api/publicBooking';
import { reservationsEndpoints } from '../../../shared/api/reservationEdits';
import { venueDateOf } from '../../../shared/time/venueTime';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { toast } from '../../stores/toasts';
import { useVenue } from '../../api/queries/settings';
import { useLanes } from '../../api/queries/lanes';
import { reservationQueries } from '../../api/queries/reservations';
import { Field, TextField } from '../../components/kit/Field';
import { Select } from '../../components/kit/Select';
import { laneLabel } from './queries';
import { useT } from '../../i18n/I18nProvider';
import type { StaffKey } from '../../../shared/i18n/keys';
import {
  FORM_MESSAGES,
  emptyForm,
  formFromReservation,
  formProblem,
  reservationBody,
  type ReservationForm,
} from './reservationForm';

/** The form's own checks (reservationForm.ts), by their words in the staff catalogue. */
const PROBLEM_KEYS: Readonly<Record<string, StaffKey>> = {
  [FORM_MESSAGES.name]: 'staff.form.nameMissing',
  [FORM_MESSAGES.lane]: 'staff.form.laneMissing',
  [FORM_MESSAGES.when]: 'staff.form.timeMissing',
  [FORM_MESSAGES.reason]: 'staff.form.reasonMissing',
  [FORM_MESSAGES.email]: 'staff.form.emailInvalid',
};

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The reservation to edit; absent for a new one. */
  editing?: Reservation | null;
  /** Preselects a lane for a new reservation (e.g. from a lane card's Reserve Lane). */
  laneId?: number;
}

/**
 * The reservation modal, to create or edit (docs/behaviour.md#staff-bookings-and-the-override). Staff see
 * 'Override booking restrictions', which needs a reason and submits to the override endpoint. An edit is one
 * PUT that the server checks and applies atomically, so a refused edit leaves the original booking untouched
 * (see shared/api/reservations.ts).
 */
export function ReservationModal({ open, onOpenChange, editing = null, laneId }: Props) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogFrame title={editing ? t('staff.form.editTitle') : t('staff.form.newTitle')}>
        {open ? (
          <ReservationFormBody editing={editing} laneId={laneId} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogFrame>
    </Dialog.Root>
  );
}

function ReservationFormBody({
  editing,
  laneId,
  onDone,
}: {
  editing: Reservation | null;
  laneId?: number;
  onDone(): void;
}) {
  const { zone } = useVenue();
  const lanes = useLanes();
  const queryClient = useQueryClient();
  const t = useT();
  const [form, setForm] = useState<ReservationForm>(() => {
    if (editing) return formFromReservation(editing, zone);
    const blank = emptyForm(new Date(), zone);
    return laneId ? { ...blank, laneId: String(laneId) } : blank;
  });
  const update = (patch: Partial<ReservationForm>) => setForm((f) => ({ ...f, ...patch }));
  const today = venueDateOf(new Date(), zone);

  const save = useMutation({
    mutationFn: (f: ReservationForm) => {
      const body = reservationBody(f, zone);
      if (editing) return call(reservationsEndpoints.replace, { params: { id: editing.id }, body });
      // A blank reason is sent as blank: the server answers with the exact sentence for it.
      if (f.override) {
        return call(reservationsEndpoints.override, {
          body: { ...body, isStaffOverride: true, overrideReason: body.overrideReason ?? '' },
        });
      }
      return call(publicBookingEndpoints.create, { body });
    },
    onSuccess: (_saved, f) => {
      const title = editing
        ? t('staff.form.updated')
        : f.override
          ? t('staff.form.createdWithOverride')
          : t('staff.form.created');
      toast({ title: t('staff.form.success'), description: title, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: reservationQueries.all().queryKey });
      onDone();
    },
    onError: (err) => {
      const fallback = editing ? t('staff.form.updateFailed') : t('staff.form.createFailed');
      toast({
        title: t('staff.form.error'),
        description: errorMessage(err, fallback),
        variant: 'destructive',
      });
    },
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const problem = formProblem(form);
    if (problem) {
      const key = PROBLEM_KEYS[problem];
      toast({ title: t('staff.form.error'), description: key ? t(key) : problem, variant: 'destructive' });
      return;
    }
    save.mutate(form);
  }

  return (
    <form onSubmit={submit} noValidate className="reservation-form">
      <TextField
        label={t('staff.form.customerName')}
        value={form.customerName}
        onChange={(customerName) => update({ customerName })}
      />
      <Select
        label={t('staff.form.lane')}
        placeholder={t('staff.form.selectLane')}
        value={form.laneId}
        choices={(lanes.data ?? []).map((lane) => ({
          value: String(lane.id),
          label:
            lane.status === 'maintenance'
              ? t('staff.form.laneMaintenance', { lane: laneLabel(lane, lane.id, t) })
              : laneLabel(lane, lane.id, t),
        }))}
        onChange={(laneId) => update({ laneId })}
      />
      <div className="form-row">
        <TextField
          label={t('staff.form.date')}
          type="date"
          min={today}
          value={form.date}
          onChange={(date) => update({ date })}
        />
        <TextField
          label={t('staff.form.time')}
          type="time"
          value={form.time}
          onChange={(time) => update({ time })}
        />
      </div>
      <div className="form-row">
        <Select
          label={t('staff.form.players')}
          value={form.playerCount}
          choices={Array.from({ length: MAX_RESERVATION_PLAYERS }, (_, i) => ({
            value: i + 1,
            label: i + 1,
          }))}
          onChange={(playerCount) => update({ playerCount })}
        />
        <Select
          label={t('staff.form.duration')}
          value={form.duration}
          choices={RESERVATION_DURATIONS.map((m) => ({
            value: m,
            label: t('staff.form.minutes', { minutes: m }),
          }))}
          onChange={(duration) => update({ duration })}
        />
      </div>
      <TextField
        label={t('staff.form.contact')}
        type="tel"
        value={form.contactInfo}
        onChange={(contactInfo) => update({ contactInfo })}
      />
      <TextField
        label={t('staff.form.email')}
        type="email"
        autoComplete="off"
        hint={t('staff.form.emailHint')}
        value={form.emailAddress}
        onChange={(emailAddress) => update({ emailAddress })}
      />
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={form.override}
          onChange={(e) => update({ override: e.target.checked })}
        />
        <span>{t('staff.form.override')}</span>
      </label>
      {form.override ? (
        <Field label={t('staff.form.overrideReason')}>
          {(id, describedBy) => (
            <textarea
              id={id}
              aria-describedby={describedBy}
              className="input"
              value={form.overrideReason}
              onChange={(e) => update({ overrideReason: e.target.value })}
            />
          )}
        </Field>
      ) : null}
      <div className="dialog-actions">
        <CloseButton>{t('staff.form.cancel')}</CloseButton>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending
            ? t('staff.form.saving')
            : editing
              ? t('staff.form.update')
              : t('staff.form.create')}
        </button>
      </div>
    </form>
  );
}
