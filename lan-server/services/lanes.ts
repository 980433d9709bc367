import type {
  ActivateReservationBody,
  Lane,
  StartLaneSessionBody,
  UpdateLaneBody,
} from '../../shared/api/lanes';
import { DEFAULT_GAME_MODE } from '../../shared/api/lanes';
import type { Reservation } from '../../shared/api/reservations';
import { priceText } from '../../shared/booking/pricing';
import { conflictingBooking, type LaneRuleBlock } from '../../shared/lanes/availability';
import { statusLabel } from '../../shared/lanes/laneCard';
import { currentReservation, effectiveStatus } from '../../shared/lanes/laneStatus';
import { gameLengthText } from '../../shared/lanes/startSession';
import { madeUpName } from '../../shared/i18n/numberedNames';
import type { AppContext } from '../context';
import { completeLaneGames } from '../db/laneGames';
import { findLaneRow, toLaneRecord, type LaneRow } from '../db/lanes';
import {
  sessionReservationId,
  writeLaneName,
  writeLaneStatus,
  writeSessionEnd,
  writeSessionStart,
} from '../db/laneSessions';
import { findReservation, setReservationStatus } from '../db/reservations';
import { readSettings } from '../db/settings';
import { conflict, notFound } from './domainError';
import { publishGame } from './laneGame';
import { openSessionGame } from './laneGameCurrent';
import { publishLane, ruleInputs } from './publishLane';
import { refuseMatchLane } from './tournamentMatchStart';
import { reportSessionStart } from './groupReports';
import { reportSessionEnd } from './groupSessionReport';

/**
 * Lane sessions (docs/behaviour.md#lanes-and-sessions). Each operation checks and writes inside one immediate
 * transaction — two front-desk PCs pressing Start on the same lane cannot both win — then publishes the lane.
 */

export const LANE_NOT_FOUND = 'Lane not found';

/**
 * The sentences a lane's session is refused with, in English as the front desk has always read them; the
 * refusals catalogue states each rule, so every door words them in its reader's language (docs/i18n.md,
 * 'Refusals').
 */
export const LANE_MESSAGES = {
  notAvailable: (n: number, status: string) => `Lane ${n} is not available (${statusLabel(status)})`,
  noSessionToEnd: (n: number) => `Lane ${n} has no session to end`,
  reservationNotOnLane: (n: number) => `Reservation not found on Lane ${n} today`,
  noReservationToday: (n: number) => `Lane ${n} has no reservation to activate today`,
  sessionRunning: (n: number) => `Lane ${n} has a session running - end it first`,
} as const;

/** A lane id from the URL; anything that is not a whole number cannot name a lane. */
export function laneIdFrom(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) throw notFound(LANE_NOT_FOUND);
  return id;
}

function requireLane(ctx: AppContext, laneId: number): LaneRow {
  const row = findLaneRow(ctx.db, laneId);
  if (!row) throw notFound(LANE_NOT_FOUND);
  return row;
}

/** The lane's blocks and status as the lane rules see them, read inside the caller's transaction. */
function laneState(ctx: AppContext, row: LaneRow) {
  const { now, blocks } = ruleInputs(ctx);
  const own = blocks.filter((block) => block.laneId === row.id);
  return { now, own, status: effectiveStatus(toLaneRecord(row), own, now) };
}

function notAvailable(row: LaneRow, status: string) {
  return conflict(LANE_MESSAGES.notAvailable(row.number, status), 'LANE_NOT_AVAILABLE');
}

/** '1.5 hour' for the dialog's lengths; an early booking's odd length in minutes ('80 minute'). */
function lengthText(hours: number): string {
  return Number.isInteger(hours * 2) ? gameLengthText(hours) : `${Math.round(hours * 60)} minute`;
}

/** 409 RESERVATION_CONFLICT naming who holds the lane and in how many minutes. */
function refuseClash(blocks: readonly LaneRuleBlock[], hours: number, now: Date): void {
  const clash = conflictingBooking(blocks, hours * 60, now);
  if (clash) {
    throw conflict(
      `Cannot start ${lengthText(hours)} game - reservation for ${clash.holder} in ${clash.minutesUntil} minutes`,
      'RESERVATION_CONFLICT',
    );
  }
}

/** What a session costs at the lane's rate, as a booking of that length would (docs/behaviour.md#prices). */
function feeFor(ctx: AppContext, row: LaneRow, hours: number): string {
  return priceText(row.number, hours * 60, readSettings(ctx.db));
}

function published(ctx: AppContext, laneId: number): Lane {
  const lane = publishLane(ctx, laneId);
  if (!lane) throw notFound(LANE_NOT_FOUND);
  return lane;
}

/**
 * POST /api/lanes/{id}/start: only from available, and only if it ends before the next booking. The session's
 * game is made in the same transaction with the players' leaderboard choices, then published.
 */
export function startLaneSession(ctx: AppContext, laneId: number, body: StartLaneSessionBody): Lane {
  const game = ctx.db
    .transaction(() => {
      const row = requireLane(ctx, laneId);
      refuseMatchLane(ctx, row);
      const { now, own, status } = laneState(ctx, row);
      if (status !== 'available') throw notAvailable(row, status);
      refuseClash(own, body.duration, now);
      writeSessionStart(ctx.db, {
        laneId,
        startTime: now.toISOString(),
        sessionSeconds: Math.round(body.duration * 3600),
        players: body.players,
        gameMode: body.gameMode ?? DEFAULT_GAME_MODE,
        sets: body.sets ?? 1,
        legs: body.legs ?? 1,
        currentFee: feeFor(ctx, row, body.duration),
        reservationId: null,
        reservedBy: null,
        reservedUntil: null,
        prepaidAmount: '0.00',
      });
      reportSessionStart(ctx, laneId);
      return openSessionGame(ctx, laneId, body.hideFromLeaderboard ?? []);
    })
    .immediate();
  const lane = published(ctx, laneId);
  publishGame(ctx, game);
  return lane;
}

/**
 * POST /api/lanes/{id}/stop. Ending a session activated from a booking completes that booking, which also
 * frees whatever was left of its booked time. Ending a lane that has no session is a stale click (another
 * screen ended it first): 409 STALE_ACTION, nothing written.
 */
export function stopLaneSession(ctx: AppContext, laneId: number): Lane {
  ctx.db
    .transaction(() => {
      const row = requireLane(ctx, laneId);
      if (row.status !== 'occupied') {
        throw conflict(LANE_MESSAGES.noSessionToEnd(row.number), 'STALE_ACTION');
      }
      const started = row.start_time ? Date.parse(row.start_time) : ctx.now().getTime();
      const reservationId = sessionReservationId(ctx.db, laneId);
      reportSessionEnd(ctx, laneId);
      writeSessionEnd(ctx.db, laneId, (ctx.now().getTime() - started) / 1000);
      completeLaneGames(ctx.db, laneId, ctx.now().toISOString());
      if (reservationId) setReservationStatus(ctx.db, reservationId, 'completed');
    })
    .immediate();
  return published(ctx, laneId);
}

/**
 * The booking an activation starts: the one named, else the one under way on the lane, else its next one
 * today (customers who arrive early). Only an active booking of this lane that has not ended qualifies.
 */
function bookingToActivate(
  ctx: AppContext,
  row: LaneRow,
  own: readonly LaneRuleBlock[],
  now: Date,
  wanted: string | undefined,
): Reservation {
  const reservations = own.filter((block) => block.kind === 'reservation');
  const upcoming = [...reservations].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const chosen = wanted
    ? reservations.find((block) => block.reservationId === wanted)
    : (currentReservation(reservations, now) ?? upcoming[0]);
  const reservation = chosen?.reservationId ? findReservation(ctx.db, chosen.reservationId) : undefined;
  if (!reservation || reservation.status !== 'active') {
    throw wanted
      ? notFound(LANE_MESSAGES.reservationNotOnLane(row.number))
      : conflict(LANE_MESSAGES.noReservationToday(row.number), 'CONFLICT');
  }
  return reservation;
}

/**
 * When an activated booking's session ends: at the booking's own end for a party that arrived early (starting
 * early never moves the booked end), the booked length from now for one on time or late, or the length staff
 * chose in the dialog.
 */
export function activatedSessionEnd(
  booking: { reservedTime: string; duration: number },
  now: Date,
  chosenHours: number | undefined,
): Date {
  const bookedMinutes = booking.duration || 60;
  if (chosenHours !== undefined) return new Date(now.getTime() + chosenHours * 3_600_000);
  const start = Date.parse(booking.reservedTime);
  if (now.getTime() < start) return new Date(start + bookedMinutes * 60_000);
  return new Date(now.getTime() + bookedMinutes * 60_000);
}

/**
 * POST /api/lanes/{id}/activate-reservation (docs/behaviour.md#arrivals): starts the booking's session — with
 * the players, game and length the front desk's Start Session dialog sent, else 'Player 1'…'Player n' for the
 * booking's length — remembered on the lane, so the booking reads as arrived while it plays and ending it
 * completes the booking. A booking later today on a free lane may start early (a customer who arrives before
 * their time); its end stays the booked end.
 */
export function activateReservation(ctx: AppContext, laneId: number, body: ActivateReservationBody): Lane {
  const game = ctx.db
    .transaction(() => {
      const row = requireLane(ctx, laneId);
      refuseMatchLane(ctx, row);
      const { now, own, status } = laneState(ctx, row);
      if (status !== 'available' && status !== 'reserved') throw notAvailable(row, status);
      const reservation = bookingToActivate(ctx, row, own, now, body.reservationId);
      const end = activatedSessionEnd(reservation, now, body.duration);
      const hours = (end.getTime() - now.getTime()) / 3_600_000;
      refuseClash(
        own.filter((block) => block.reservationId !== reservation.id),
        hours,
        now,
      );
      const playerCount = Math.max(1, reservation.playerCount);
      writeSessionStart(ctx.db, {
        laneId,
        startTime: now.toISOString(),
        sessionSeconds: Math.round(hours * 3600),
        players: body.players ?? Array.from({ length: playerCount }, (_, i) => madeUpName.player(i + 1)),
        gameMode: body.gameMode ?? DEFAULT_GAME_MODE,
        sets: body.sets ?? 1,
        legs: body.legs ?? 1,
        // What was booked is what is charged, however early the party started; a length staff chose is
        // charged as chosen.
        currentFee: feeFor(ctx, row, body.duration ?? (reservation.duration || 60) / 60),
        reservationId: reservation.id,
        reservedBy: reservation.customerName,
        reservedUntil: end.toISOString(),
        prepaidAmount: reservation.prepaidAmount,
      });
      reportSessionStart(ctx, laneId);
      return openSessionGame(ctx, laneId, body.hideFromLeaderboard ?? []);
    })
    .immediate();
  const lane = published(ctx, laneId);
  publishGame(ctx, game);
  return lane;
}

/**
 * PUT /api/lanes/{id}: rename, and take a lane out of service ('maintenance', 'test') or put it back.
 * A lane with a session running (or a tournament match on it) must be ended first, so a game is never lost
 * behind a status change.
 */
export function updateLane(ctx: AppContext, laneId: number, body: UpdateLaneBody): Lane {
  ctx.db
    .transaction(() => {
      const row = requireLane(ctx, laneId);
      if (body.status !== undefined && body.status !== row.status) {
        if (row.status === 'occupied') {
          throw conflict(LANE_MESSAGES.sessionRunning(row.number), 'LANE_NOT_AVAILABLE');
        }
        // Nor behind a tournament match still being played on the board.
        refuseMatchLane(ctx, row);
        writeLaneStatus(ctx.db, laneId, body.status);
      }
      if (body.name !== undefined) writeLaneName(ctx.db, laneId, body.name);
    })
    .immediate();
  return published(ctx, laneId);
}
