import { Link } from 'react-router-dom';
import type { Lane } from '../../../shared/api/lanes';
import type { Currency } from '../../../shared/api/settings';
import { availabilityFrom } from '../../../shared/lanes/availability';
import { countdown } from '../../../shared/lanes/countdown';
import {
  cardPlayers,
  cardReservation,
  cardTone,
  freeSlots,
  reservedSoonTooltip,
  sessionLengthText,
  statusLabel,
} from '../../../shared/lanes/laneCard';
import { formatMoney } from '../../../shared/money';
import { clockTimeOf } from '../../../shared/time/venueTime';
import './laneCard.css';

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
  const lane: Lane = { ...fromServer, ...availabilityFrom(fromServer.nextReservation, now) };
  const timer = countdown(lane.startTime, lane.sessionDuration, now);
  const occupied = lane.status === 'occupied';
  const tone = cardTone(lane.status, occupied ? timer.remainingSeconds : null);
  const players = cardPlayers(lane.players);
  const booking = cardReservation(lane, now);
  const slots = freeSlots(lane);
  const soon = reservedSoonTooltip(lane);
  const title = `Lane ${lane.number}`;
  const subtitle = lane.name.trim() !== '' && lane.name.trim() !== title ? lane.name.trim() : null;

  return (
    <article className={`lane-card card tone-${tone}`} aria-label={title} data-status={lane.status}>
      <header className="lane-card-head">
        <div>
          <h3>{title}</h3>
          {subtitle ? <p className="muted lane-card-name">{subtitle}</p> : null}
        </div>
        <span className={`badge lane-badge tone-${tone}`}>{statusLabel(lane.status)}</span>
      </header>

      {occupied ? (
        <p className={`lane-countdown countdown-${timer.tone}`} aria-label="Time remaining" role="timer">
          {timer.text}
        </p>
      ) : null}

      {lane.status === 'tournament' ? (
        <p className="lane-tournament">{lane.tournamentName ?? 'Tournament'}</p>
      ) : null}

      <dl className="lane-facts">
        <dt>Duration</dt>
        <dd>{occupied ? sessionLengthText(lane.sessionDuration) : '—'}</dd>
        <dt>Players</dt>
        <dd>{occupied ? lane.playerCount : '—'}</dd>
        <dt>Game Mode</dt>
        <dd>{occupied ? (lane.gameMode ?? '501') : '—'}</dd>
      </dl>

      {occupied && players.shown.length > 0 ? (
        <ul className="lane-players" aria-label="Players">
          {players.shown.map((name, i) => (
            <li key={`${i}-${name}`}>{name}</li>
          ))}
          {players.more ? <li className="muted">{players.more}</li> : null}
        </ul>
      ) : null}

      {booking ? (
        <dl className="lane-facts lane-booking">
          <dt>{booking.label}</dt>
          <dd>{clockTimeOf(booking.time, zone)}</dd>
          <dt>Reserved By</dt>
          <dd>{booking.by}</dd>
          {booking.prepaid ? (
            <>
              <dt>Prepaid</dt>
              <dd>{formatMoney(booking.prepaid, currency)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}

      {slots && slots.length > 0 ? (
        <p className="lane-slots">
          <span className="muted">Free slots: </span>
          {slots.map((slot) => (
            <span key={slot} className="badge lane-slot">
              {slot}
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
  switch (lane.status) {
    case 'available':
      return (
        <div className="lane-actions">
          {soon ? (
            <span className="tooltip" title={soon}>
              <button type="button" className="btn" disabled aria-describedby={`soon-${lane.id}`}>
                Reserved Soon
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
              Start Booking Early
            </button>
          ) : (
            <>
              <Link className="btn btn-primary" to={`/game-setup/${lane.id}`}>
                Setup Game
              </Link>
              <button
                type="button"
                className="btn btn-outline"
                disabled={busy}
                onClick={() => actions.onStartSession(lane)}
              >
                Start Session
              </button>
            </>
          )}
          <button type="button" className="btn btn-outline" onClick={() => actions.onReserve(lane)}>
            Reserve Lane
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
            End Session
          </button>
          <Link className="btn btn-outline" to={`/player-interface/${lane.id}`}>
            View Score
          </Link>
        </div>
      );
    case 'tournament':
      // The match ends with its last leg or in the tournament manager, never from the card.
      return (
        <div className="lane-actions">
          <Link className="btn btn-outline" to={`/player-interface/${lane.id}`}>
            View Score
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
            Activate Reservation
          </button>
          <Link className="btn btn-outline" to={`/game-setup/${lane.id}`}>
            Start Early
          </Link>
          <button type="button" className="btn btn-outline" onClick={() => actions.onEditReservation(lane)}>
            Edit Reservation
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
            Back in Service
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
  return (
    <select
      className="lane-service"
      aria-label={`Service status of Lane ${lane.number}`}
      value=""
      disabled={busy}
      onChange={(e) => {
        const status = e.target.value;
        if (status === 'maintenance' || status === 'test') onSetStatus(lane, status);
      }}
    >
      <option value="" disabled>
        Out of service…
      </option>
      <option value="maintenance">Maintenance</option>
      <option value="test">Test Mode</option>
    </select>
  );
}
