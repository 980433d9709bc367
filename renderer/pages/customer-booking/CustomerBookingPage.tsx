import { useNow } from '../../components/kit/useNow';
import { useState } from 'react';
import type { BookingConfirmation, Reservation } from '../../../shared/api/reservations';
import type { Weekday } from '../../../shared/api/settings';
import {
  DEFAULT_RESERVATION_DURATION,
  DEFAULT_RESERVATION_PLAYERS,
  MAX_RESERVATION_PLAYERS,
  RESERVATION_DURATIONS,
} from '../../../shared/api/reservationLimits';
import { isPastStart, venueClock, venueDay } from '../../../shared/time/display';
import { formatLongDay } from '../../../shared/i18n/format';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { laneName } from '../../i18n/numberedNames';
import { useDurationLabel } from './useDurationLabel';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { formatMoney } from '../../../shared/money';
import { TextField } from '../../components/kit/Field';
import { Select } from '../../components/kit/Select';
import { refreshSmall, useSmallQuery } from '../../api/smallQuery';
import { useAction } from '../../api/useAction';
import { errorMessage } from '../../api/errors';
import { toast } from '../../stores/toasts';
import {
  PART_LABEL,
  bookingBody,
  listed2,
  headerLine,
  isComplete,
  missingDescription,
  missingParts,
  type CustomerForm,
  type RequiredPart,
  type SelectedSlot,
} from './bookingForm';
import { closedWeekdays, freeTimes, isClosedDay, weekdayKeyOf } from '../../../shared/booking/customerView';
import { MonthCalendar } from './MonthCalendar';
import { SlotGrid } from './SlotGrid';
import { TimeList } from './TimeList';
import { useNarrowScreen } from './useNarrowScreen';
import { BookingConfirmed } from './BookingConfirmed';
import { publicDoor, type BookingSource } from './bookingSource';
import './customerBooking.css';

/**
 * The booking as the customer's page shows it. On the public door the answer is always a confirmation; a
 * signed-in staff member trying the page on the LAN door books as staff and gets the whole reservation,
 * which has no price: the slot's price, which the customer saw, is shown instead.
 */
function confirmationOf(answer: Reservation | BookingConfirmation, slot: SelectedSlot): BookingConfirmation {
  if ('price' in answer) return answer;
  const { id, laneId, reservedTime, duration, playerCount } = answer;
  return { id, laneId, reservedTime, duration, playerCount, price: slot.price };
}

/** Until the venue's settings arrive, assume the default zone. */
const FALLBACK_ZONE = 'Europe/London';
/** How often the page re-reads the clock so slots turn 'past' while it stays open. */
const CLOCK_TICK_MS = 30_000;

const PLAYER_CHOICES = Array.from({ length: MAX_RESERVATION_PLAYERS }, (_, i) => ({
  value: i + 1,
  label: i + 1,
}));

const EMPTY_FORM: Omit<CustomerForm, 'slot'> = {
  name: '',
  phone: '',
  email: '',
  duration: DEFAULT_RESERVATION_DURATION,
  players: DEFAULT_RESERVATION_PLAYERS,
};

/**
 * The customer booking page (docs/behaviour.md#the-booking-page), the public door's only screen (and, with
 * the group's `source`, the group page's venue screen). It reads only the public API (settings and
 * availability, which carry no customer data) and submits to POST /api/reservations, where the server applies
 * every rule again — the grid's greying is the same engine, shown early.
 */
export default function CustomerBookingPage({ source = publicDoor }: { source?: BookingSource }) {
  const now = useNow(CLOCK_TICK_MS);
  const t = useT();
  const language = useLanguage();
  const durationLabel = useDurationLabel();
  const settings = useSmallQuery(source.settings());
  const zone = settings.data?.timezone ?? FALLBACK_ZONE;
  const today = venueDay(now, zone);
  const [date, setDate] = useState<string | null>(null);
  const day = date !== null && date >= today ? date : today;
  const [form, setForm] = useState(EMPTY_FORM);
  const [slot, setSlot] = useState<SelectedSlot | null>(null);
  // After a refused submit, each missing field says so beside itself (cleared as it is filled).
  const [tried, setTried] = useState(false);
  const narrow = useNarrowScreen();
  const [confirmed, setConfirmed] = useState<{ booking: BookingConfirmation; slot: SelectedSlot } | null>(
    null,
  );

  const availability = useSmallQuery({
    ...source.availability(day, form.duration),
    enabled: settings.isSuccess,
  });
  const currency = availability.data?.currency ?? settings.data?.currency ?? 'GBP';

  const book = useAction(
    ({ body, slot }: { body: ReturnType<typeof bookingBody>; slot: SelectedSlot }) =>
      source.create(body).then((answer) => confirmationOf(answer, slot)),
    {
      onSuccess: (booking, { slot: booked }) => {
        setConfirmed({ booking, slot: booked });
        refreshSmall(source.availabilityKey);
      },
      onError: (err) => {
        toast({
          title: t('booking.failedTitle'),
          description: errorMessage(err, t('booking.failedFallback')),
          variant: 'destructive',
        });
        setSlot(null);
        refreshSmall(source.availabilityKey);
      },
    },
  );

  const chosen = slot && !isPastStart(slot.start, now) ? slot : null;
  const update = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const complete = { ...form, slot: chosen };
    if (!isComplete(complete)) {
      setTried(true);
      toast({
        title: t('booking.missingTitle'),
        description: missingDescription(missingParts(complete), t),
        variant: 'destructive',
      });
      return;
    }
    void book.run({ body: bookingBody(complete), slot: complete.slot });
  }

  function reset() {
    setConfirmed(null);
    setForm(EMPTY_FORM);
    setSlot(null);
    setDate(null);
    setTried(false);
    book.reset();
  }

  const venue = settings.data?.businessName;
  if (confirmed) {
    return (
      <BookingConfirmed
        {...confirmed}
        zone={zone}
        currency={currency}
        byEmail={settings.data?.confirmationsByEmail ?? false}
        venue={venue}
        onAgain={reset}
      />
    );
  }

  // A lane without its own name reads in the customer's language ('Baan 3') wherever the page names it.
  const lanes = (availability.data?.lanes ?? []).map((lane) => ({ ...lane, name: laneName(t, lane) }));
  const hasSlots = lanes.some((l) => l.slots.length > 0);
  const times = freeTimes(lanes, now);
  const anyAvailable = times.length > 0;
  const hours = settings.data?.operatingHours;
  const closedDays = (days: readonly Weekday[]) =>
    t('booking.closedOn', {
      days: listed2(
        days.map((d) => t(`booking.closedDays.${d}`)),
        t,
      ),
    });
  const closed = hours ? closedWeekdays(hours) : [];
  const closedNote = closed.length > 0 ? closedDays(closed) : null;
  const missing = tried ? missingParts({ ...form, slot: chosen }) : [];
  const problem = (part: Exclude<RequiredPart, 'a time'>) =>
    missing.includes(part) ? t('booking.pleaseEnter', { field: t(PART_LABEL[part]) }) : null;
  return (
    <main className="booking-page">
      <header className="booking-header">
        <LanguageSwitch />
        <h1>{venue ? t('booking.titleAt', { venue }) : t('booking.title')}</h1>
        {/* The line's space is kept while the settings load, so nothing below it jumps. The town shares
            the line, so it moves nothing either. */}
        <p className="muted booking-contact">{headerLine(settings.data, t)}</p>
      </header>
      <form className="booking-layout" onSubmit={submit} noValidate>
        <section className="card booking-when" aria-labelledby="when-heading">
          <h2 id="when-heading">{t('booking.chooseDate')}</h2>
          <MonthCalendar
            label={t('booking.dateLabel')}
            selected={day}
            today={today}
            disablePast
            isClosed={hours ? (d) => isClosedDay(d, hours) : undefined}
            onSelect={(d) => {
              setDate(d);
              setSlot(null);
            }}
          />
          <p className="muted booking-closed-days">{closedNote}</p>
        </section>
        <section className="card booking-details" aria-labelledby="details-heading">
          <h2 id="details-heading">{t('booking.yourDetails')}</h2>
          <TextField
            label={t('booking.fullName')}
            problem={problem('Full Name')}
            required
            autoComplete="name"
            value={form.name}
            onChange={(name) => update({ name })}
          />
          <TextField
            label={t('booking.phone')}
            problem={problem('Phone Number')}
            type="tel"
            required
            autoComplete="tel"
            value={form.phone}
            onChange={(phone) => update({ phone })}
          />
          <TextField
            label={t('booking.email')}
            problem={problem('Email Address')}
            type="email"
            required
            autoComplete="email"
            value={form.email}
            onChange={(email) => update({ email })}
          />
          <Select
            label={t('booking.duration')}
            value={form.duration}
            choices={RESERVATION_DURATIONS.map((m) => ({ value: m, label: durationLabel(m) }))}
            onChange={(duration) => {
              update({ duration });
              setSlot(null);
            }}
          />
          <Select
            label={t('booking.players')}
            value={form.players}
            choices={PLAYER_CHOICES}
            onChange={(players) => update({ players })}
          />
        </section>
        <section className="card booking-slots" aria-labelledby="slots-heading">
          <h2 id="slots-heading">{t('booking.availableOn', { day: formatLongDay(day, language) })}</h2>
          <div
            className={`slot-area${narrow ? ' slot-area-narrow' : ''}`}
            // The grid scrolls inside this box on a wide screen: a keyboard can reach and scroll it.
            {...(narrow ? {} : { role: 'region', 'aria-label': t('booking.timeSlots'), tabIndex: 0 })}
          >
            {availability.isPending || settings.isPending ? (
              <p className="muted">{t('booking.loadingSlots')}</p>
            ) : availability.isError || settings.isError ? (
              <p role="alert">
                {errorMessage(availability.error ?? settings.error, t('booking.couldNotLoad'))}
              </p>
            ) : availability.data?.opening === 'closed' ? (
              <p className="booking-empty">{closedDays([weekdayKeyOf(day)])}</p>
            ) : (
              <>
                {!anyAvailable ? <p className="booking-empty">{t('booking.noSlots')}</p> : null}
                {narrow ? (
                  <TimeList
                    times={times}
                    zone={zone}
                    currency={currency}
                    selected={chosen}
                    onSelect={setSlot}
                  />
                ) : hasSlots ? (
                  <SlotGrid
                    key={`${day}-${form.duration}`}
                    lanes={lanes}
                    zone={zone}
                    currency={currency}
                    now={now}
                    selected={chosen}
                    onSelect={setSlot}
                  />
                ) : null}
              </>
            )}
          </div>
          {tried && !chosen ? (
            <p className="field-problem" role="alert">
              {t('booking.pleaseChooseTime')}
            </p>
          ) : null}
        </section>
        <section className="card booking-selected" aria-labelledby="selected-heading" aria-live="polite">
          <h2 id="selected-heading">{t('booking.selected')}</h2>
          {chosen ? (
            <dl className="booking-summary">
              <dt>{t('booking.date')}</dt>
              <dd>{formatLongDay(day, language)}</dd>
              <dt>{t('booking.time')}</dt>
              <dd>{venueClock(chosen.start, zone)}</dd>
              <dt>{t('booking.lane')}</dt>
              <dd>{chosen.laneName}</dd>
              <dt>{t('booking.durationShort')}</dt>
              <dd>{durationLabel(form.duration)}</dd>
              <dt>{t('booking.price')}</dt>
              <dd>{formatMoney(chosen.price, currency, language)}</dd>
            </dl>
          ) : (
            <p className="muted">{t('booking.chooseSlot')}</p>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={book.isPending}>
            {book.isPending ? t('booking.processing') : t('booking.book')}
          </button>
        </section>
      </form>
    </main>
  );
}
