import { Link } from 'react-router-dom';
import type { Lane } from '../../../shared/api/lanes';
import type { Currency } from '../../../shared/api/settings';
import { availabilityFrom } from '../../../shared/lanes/availability';
import { countdown } from '../../../shared/lanes/countdown';
import { CARD_PLAYER_LIMIT, cardReservation, cardTone, freeSlots } from '../../../shared/lanes/laneCard';
import { formatMoney } from '../../../shared/money';
import { formatNumber, formatTime } from '../../../shared/i18n/format';
import { useLanguage, useT, type Translate } from '../../i18n/I18nProvider';
import type { Language } from '../../../shared/i18n/languages';
import './laneCard.css';
import { playerName } from '../../i18n/numberedNames';

/** Which booking line the card shows, as the catalogue's select names it. */
const BOOKING_LABELS = {
  'Reserved Until': 'reservedUntil',
  'Tournament Since': 'tournamentSince',
  'Future Reservation': 'future',
} as const;

/** A session's length for the Duration line: '30 min', '1 hour', '1.5 hours' (1,5 Stunden in German). */
function sessionLength(seconds: number, t: Translate, language: Language): string {
  if (seconds < 3600) return t('staff.lane.lengthMinutes', { minutes: Math.round(seconds / 60) });
  const hours = Math.round((seconds / 3600) * 100) / 100;
  const decimals = Number.isInteger(hours) ? 0 : Number.isInteger(hours * 10) ? 1 : 2;
  return t('staff.lane.lengthHours', {
    one: hours === 1 ? 'yes' : 'no',
    hours: formatNumber(hours, language, decimals),
  });
}

export interface LaneCardActions {
  onStartSession(lane: Lane): void;
  onEndSession(lane: Lane): void;
  /** Activate Reservation, and Start Booking Early on a 'Reserved Soon' lane. */
  onActivate(lane: Lane): void;
  onSetStatus(lane: Lane, status: 'available' | 'maintenance' | 'test'): void;
  /** Opens the reservation modal with this lane chosen. */
  onReserve(lane: Lane): void;
  /** Opens the reservation modal on the booking that holds this lane. */
  onEditReservation(lane: Lane): void;
}

interface Props extends LaneCardActions {
  lane: Lane;
  now: Date;
  zone: string;
  currency: Currency;
  busy: boolean;
}

/**
 * The lane card (docs/behaviour.md#the-lane-card). Minutes-to-go and fit flags are re-derived from
 * `nextReservation` with this screen's clock every second (the same shared rule the server used), so
 * 'Reserved Soon' appears on time even between socket messages.
 */
export function LaneCard({ lane: fromServer, now, zone, currency, busy, ...actions }: Props) {
  const t = useT();
  const language = useLanguage();
  const lane: Lane = { ...fromServer, ...availabilityFrom(fromServer.nextReservation, now) };
  const timer = countdown(lane.startTime, lane.sessionDuration, now);
  const occupied = lane.status === 'occupied';
  const tone = cardTone(lane.status, occupied ? timer.remainingSeconds : null);
  const shownPlayers = lane.players.slice(0, CARD_PLAYER_LIMIT);
  const morePlayers = lane.players.length - CARD_PLAYER_LIMIT;
  const booking = cardReservation(lane, now);
  const slots = freeSlots(lane);
  const soon =
    lane.status === 'available' && lane.nextReservation !== null && !lane.canFit30Min
      ? t('staff.lane.reservedSoonTooltip', {
          name: lane.nextReservation.customerName,
          minutes: lane.timeUntilNextReservation ?? 0,
        })
      : null;
  const title = t('staff.lane.title', { number: lane.number });
  // The lane's own name shows under the title unless it is the default name ('Lane 3').
  const subtitle =
    lane.name.trim() !== '' && lane.name.trim() !== `Lane ${lane.number}` && lane.name.trim() !== title
      ? lane.name.trim()
      : null;

  return (
    <article className={`lane-card card tone-${tone}`} aria-label={title} data-status={lane.status}>
      <header className="lane-card-head">
        <div>
          <h3>{title}</h3>
          {subtitle ? <p className="muted lane-card-name">{subtitle}</p> : null}
        </div>
        <span className={`badge lane-badge tone-${tone}`}>
          {t('staff.lane.status', { status: lane.status })}
        </span>
      </header>

      {occupied ? (
        <p
          className={`lane-countdown countdown-${timer.tone}`}
          aria-label={t('staff.lane.timeRemaining')}
          role="timer"
        >
          {timer.tone === 'expired' ? t('staff.lane.expired') : timer.text}
        </p>
      ) : null}

      {lane.status === 'tournament' ? (
        <p className="lane-tournament">{lane.tournamentName ?? t('staff.lane.tournament')}</p>
      ) : null}

      <dl className="lane-facts">
        <dt>{t('staff.lane.duration')}</dt>
        <dd>{occupied ? sessionLength(lane.sessionDuration, t, language) : '—'}</dd>
        <dt>{t('staff.lane.players')}</dt>
        <dd>{occupied ? lane.playerCount : '—'}</dd>
        <dt>{t('staff.lane.gameMode')}</dt>
        <dd>{occupied ? (lane.gameMode ?? '501') : '—'}</dd>
      </dl>

      {occupied && shownPlayers.length > 0 ? (
        <ul className="lane-players" aria-label={t('staff.lane.players')}>
          {shownPlayers.map((name, i) => (
            <li key={`${i}-${name}`}>{playerName(t, name)}</li>
          ))}
          {morePlayers > 0 ? (
            <li className="muted">{t('staff.lane.morePlayers', { count: morePlayers })}</li>
          ) : null}
        </ul>
      ) : null}

      {booking ? (
        <dl className="lane-facts lane-booking">
          <dt>{t('staff.lane.booking', { label: BOOKING_LABELS[booking.label] })}</dt>
          <dd>{formatTime(booking.time, zone)}</dd>
          <dt>{t('staff.lane.reservedBy')}</dt>
          <dd>{booking.by}</dd>
          {booking.prepaid ? (
            <>
              <dt>{t('staff.lane.prepaid')}</dt>
              <dd>{formatMoney(booking.prepaid, currency, language)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}

      {slots && slots.length > 0 ? (
        <p className="lane-slots">
          <span className="muted">{t('staff.lane.freeSlots')}</span>
          {slots.map((slot) => (
            <span key={slot} className="badge lane-slot">
              {t('staff.lane.slot', { slot })}
            </span>
          ))}
        </p>
      ) : null}

      <LaneActions lane={lane} soon={soon} busy={busy} {...actions} />
    </article>
  );
}

function LaneActions({
  lane,
  soon,
  busy,
  ...actions
}: LaneCardActions & { lane: Lane; soon: string | null; busy: boolean }) {
  const t = useT();
  switch (lane.status) {
    case 'available':
      return (
        <div className="lane-actions">
          {soon ? (
            <span className="tooltip" title={soon}>
              <button type="button" className="btn" disabled aria-describedby={`soon-${lane.id}`}>
                {t('staff.lane.reservedSoon')}
              </button>
              <span id={`soon-${lane.id}`} role="tooltip" className="tooltip-text">
                {soon}
              </span>
            </span>
          ) : null}
          {soon ? (
            // The party the lane is held for has arrived early — start their booking now.
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => actions.onActivate(lane)}
            >
              {t('staff.lane.startEarlyBooking')}
            </button>
          ) : (
            <>
              <Link className="btn btn-primary" to={`/game-setup/${lane.id}`}>
                {t('staff.lane.setupGame')}
              </Link>
              <button
                type="button"
                className="btn btn-outline"
                disabled={busy}
                onClick={() => actions.onStartSession(lane)}
              >
                {t('staff.lane.startSession')}
              </button>
            </>
          )}
          <button type="button" className="btn btn-outline" onClick={() => actions.onReserve(lane)}>
            {t('staff.lane.reserve')}
          </button>
          <ServiceMenu lane={lane} busy={busy} onSetStatus={actions.onSetStatus} />
        </div>
      );
    case 'occupied':
      return (
        <div className="lane-actions">
          <button
            type="button"
            className="btn btn-danger"
            disabled={busy}
            onClick={() => actions.onEndSession(lane)}
          >
            {t('staff.lane.endSession')}
          </button>
          <Link className="btn btn-outline" to={`/player-interface/${lane.id}`}>
            {t('staff.lane.viewScore')}
          </Link>
        </div>
      );
    case 'tournament':
      // The match ends with its last leg or in the tournament manager, never from the card.
      return (
        <div className="lane-actions">
          <Link className="btn btn-outline" to={`/player-interface/${lane.id}`}>
            {t('staff.lane.viewScore')}
          </Link>
        </div>
      );
    case 'reserved':
      return (
        <div className="lane-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => actions.onActivate(lane)}
          >
            {t('staff.lane.activate')}
          </button>
          <Link className="btn btn-outline" to={`/game-setup/${lane.id}`}>
            {t('staff.lane.startEarly')}
          </Link>
          <button type="button" className="btn btn-outline" onClick={() => actions.onEditReservation(lane)}>
            {t('staff.lane.editReservation')}
          </button>
        </div>
      );
    default:
      return (
        <div className="lane-actions">
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => actions.onSetStatus(lane, 'available')}
          >
            {t('staff.lane.backInService')}
          </button>
        </div>
      );
  }
}

/** Staff take a broken board out of service (maintenance) or into test mode, and back. */
function ServiceMenu({
  lane,
  busy,
  onSetStatus,
}: Pick<LaneCardActions, 'onSetStatus'> & { lane: Lane; busy: boolean }) {
  const t = useT();
  return (
    <select
      className="lane-service"
      aria-label={t('staff.lane.serviceStatus', { number: lane.number })}
      value=""
      disabled={busy}
      onChange={(e) => {
        const status = e.target.value;
        if (status === 'maintenance' || status === 'test') onSetStatus(lane, status);
      }}
    >
      <option value="" disabled>
        {t('staff.lane.outOfService')}
      </option>
      <option value="maintenance">{t('staff.lane.maintenance')}</option>
      <option value="test">{t('staff.lane.testMode')}</option>
    </select>
  );
}
