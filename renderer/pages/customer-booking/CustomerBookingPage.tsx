import { useNow } from '../../components/kit/useNow';
import { useState } from 'react';
import type { BookingConfirmation, Reservation } from '../../../shared/api/reservations';
import {
  DEFAULT_RESERVATION_DURATION,
  DEFAULT_RESERVATION_PLAYERS,
  MAX_RESERVATION_PLAYERS,
  RESERVATION_DURATIONS,
} from '../../../shared/booking/reservationLimits';
import { durationLabel, isPastStart, longDay, venueClock, venueDay } from '../../../shared/booking/display';
import { formatMoney } from '../../../shared/money';
import { TextField } from '../../components/kit/Field';
import { Select } from '../../components/kit/Select';
import { refreshSmall, useSmallQuery } from '../../api/smallQuery';
import { useAction } from '../../api/useAction';
import { errorMessage } from '../../api/errors';
import { toast } from '../../stores/toasts';
import {
  BOOKING_FAILED_FALLBACK,
  BOOKING_FAILED_TITLE,
  MISSING_TITLE,
  bookingBody,
  headerLine,
  isComplete,
  missingDescription,
  missingParts,
  type CustomerForm,
  type RequiredPart,
  type SelectedSlot,
} from './bookingForm';
import {
  closedDaysText,
  closedOnDayText,
  freeTimes,
  isClosedDay,
} from '../../../shared/booking/customerView';
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

const DURATION_CHOICES = RESERVATION_DURATIONS.map((m) => ({ value: m, label: durationLabel(m) }));
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
          title: BOOKING_FAILED_TITLE,
          description: errorMessage(err, BOOKING_FAILED_FALLBACK),
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
        title: MISSING_TITLE,
        description: missingDescription(missingParts(complete)),
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

  const lanes = availability.data?.lanes ?? [];
  const hasSlots = lanes.some((l) => l.slots.length > 0);
  const times = freeTimes(lanes, now);
  const anyAvailable = times.length > 0;
  const hours = settings.data?.operatingHours;
  const closedNote = hours ? closedDaysText(hours) : null;
  const missing = tried ? missingParts({ ...form, slot: chosen }) : [];
  const problem = (part: RequiredPart) => (missing.includes(part) ? `Please enter your ${part}` : null);
  return (
    <main className="booking-page">
      <header className="booking-header">
        <h1>Book a Lane{venue ? ` at ${venue}` : ''}</h1>
        {/* The line's space is kept while the settings load, so nothing below it jumps. The town shares
            the line, so it moves nothing either. */}
        <p className="muted booking-contact">{headerLine(settings.data)}</p>
      </header>
      <form className="booking-layout" onSubmit={submit} noValidate>
        <section className="card booking-when" aria-labelledby="when-heading">
          <h2 id="when-heading">Choose a date</h2>
          <MonthCalendar
            label="Booking date"
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
          <h2 id="details-heading">Your details</h2>
          <TextField
            label="Full Name"
            problem={problem('Full Name')}
            required
            autoComplete="name"
            value={form.name}
            onChange={(name) => update({ name })}
          />
          <TextField
            label="Phone Number"
            problem={problem('Phone Number')}
            type="tel"
            required
            autoComplete="tel"
            value={form.phone}
            onChange={(phone) => update({ phone })}
          />
          <TextField
            label="Email Address"
            problem={problem('Email Address')}
            type="email"
            required
            autoComplete="email"
            value={form.email}
            onChange={(email) => update({ email })}
          />
          <Select
            label="Session Duration"
            value={form.duration}
            choices={DURATION_CHOICES}
            onChange={(duration) => {
              update({ duration });
              setSlot(null);
            }}
          />
          <Select
            label="Number of Players"
            value={form.players}
            choices={PLAYER_CHOICES}
            onChange={(players) => update({ players })}
          />
        </section>
        <section className="card booking-slots" aria-labelledby="slots-heading">
          <h2 id="slots-heading">Available times on {longDay(day)}</h2>
          <div
            className={`slot-area${narrow ? ' slot-area-narrow' : ''}`}
            // The grid scrolls inside this box on a wide screen: a keyboard can reach and scroll it.
            {...(narrow ? {} : { role: 'region', 'aria-label': 'Time slots', tabIndex: 0 })}
          >
            {availability.isPending || settings.isPending ? (
              <p className="muted">Loading time slots...</p>
            ) : availability.isError || settings.isError ? (
              <p role="alert">
                {errorMessage(availability.error ?? settings.error, 'Could not load time slots.')}
              </p>
            ) : availability.data?.opening === 'closed' ? (
              <p className="booking-empty">{closedOnDayText(day)}</p>
            ) : (
              <>
                {!anyAvailable ? (
                  <p className="booking-empty">No available time slots for the selected date.</p>
                ) : null}
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
              Please choose a time
            </p>
          ) : null}
        </section>
        <section className="card booking-selected" aria-labelledby="selected-heading" aria-live="polite">
          <h2 id="selected-heading">Selected Booking</h2>
          {chosen ? (
            <dl className="booking-summary">
              <dt>Date</dt>
              <dd>{longDay(day)}</dd>
              <dt>Time</dt>
              <dd>{venueClock(chosen.start, zone)}</dd>
              <dt>Lane</dt>
              <dd>{chosen.laneName}</dd>
              <dt>Duration</dt>
              <dd>{durationLabel(form.duration)}</dd>
              <dt>Price</dt>
              <dd>{formatMoney(chosen.price, currency)}</dd>
            </dl>
          ) : (
            <p className="muted">Choose an available time slot above.</p>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={book.isPending}>
            {book.isPending ? 'Processing...' : 'Book Lane'}
          </button>
        </section>
      </form>
    </main>
  );
}
