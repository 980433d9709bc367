import { createHash } from 'node:crypto';
import type { Tournament } from '../../shared/api/tournaments';
import type { GroupChange } from '../../shared/group/events';
import { fromMinor, toMinor } from '../../shared/money';
import { addMinutes, toInstantText } from '../../shared/time/venueTime';
import type { AppContext } from '../context';
import { findLaneRow } from '../db/lanes';
import { findReservation } from '../db/reservations';
import { readSettings } from '../db/settings';
import { readGroupLink } from '../db/groupLink';
import { unreportedNoShows } from '../db/groupOutbox';

/**
 * What the venue tells its group's head office (shared/group/events.ts), recorded in the outbox's group
 * channel inside the caller's transaction: the change and its event commit together or not at all, and the
 * relay (group/relay.ts) sends it whenever the hub can be reached. A venue in no group records nothing.
 *
 * Each call reads what it reports from the rows the transaction has just written, and copies no customer
 * detail: a booking is its lane, times, size and prepaid amount; a game's leaderboard names only players who
 * did not hide, and nothing at all while the venue's leaderboard is switched off.
 */
export function reportChange(ctx: AppContext, change: GroupChange, dedupeKey?: string): void {
  ctx.outbox.record('group', { change, dedupeKey });
}

export function money(text: string): string {
  return fromMinor(toMinor(text) ?? 0);
}

/** A booking just made or edited. */
export function reportBooking(ctx: AppContext, kind: 'booking_made' | 'booking_edited', id: string): void {
  if (!readGroupLink(ctx.db)) return;
  const r = findReservation(ctx.db, id);
  if (!r) return;
  reportChange(ctx, {
    kind,
    reservationId: r.id,
    laneNumber: findLaneRow(ctx.db, r.laneId)?.number ?? r.laneId,
    start: toInstantText(r.reservedTime),
    end: toInstantText(addMinutes(r.reservedTime, r.duration)),
    durationMinutes: r.duration,
    playerCount: Math.max(1, r.playerCount),
    prepaidAmount: money(r.prepaidAmount),
    currency: readSettings(ctx.db).currency,
  });
}

/**
 * A session's id for head office: the lane and the instant it started name it (the appliance keeps a lane's
 * running session on the lane's row), made into a UUID so it is the same at start and at end.
 */
export function sessionIdOf(laneId: number, startTime: string): string {
  const h = createHash('sha256').update(`session:${laneId}:${startTime}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A session just started on the lane (and, when it came from a booking, that booking claimed). */
export function reportSessionStart(ctx: AppContext, laneId: number): void {
  if (!readGroupLink(ctx.db)) return;
  const lane = findLaneRow(ctx.db, laneId);
  if (!lane?.start_time) return;
  const sessionId = sessionIdOf(lane.id, lane.start_time);
  const currency = readSettings(ctx.db).currency;
  if (lane.reservation_id) {
    reportChange(ctx, { kind: 'booking_claimed', reservationId: lane.reservation_id, sessionId });
  }
  reportChange(ctx, {
    kind: 'session_started',
    sessionId,
    laneNumber: lane.number,
    fee: money(lane.current_fee),
    prepaidAmount: money(lane.prepaid_amount),
    currency,
    startedAt: toInstantText(lane.start_time),
    bookedMinutes: Math.max(1, Math.round(lane.session_duration / 60)),
    reservationId: lane.reservation_id,
  });
}

/**
 * A tournament just finished, of any format (tournamentFinish.ts is the one caller). Its players'
 * names stay at the venue. Reported once per tournament, whatever happens to its results afterwards.
 */
export function reportTournamentFinished(ctx: AppContext, t: Tournament): void {
  reportChange(
    ctx,
    {
      kind: 'tournament_finished',
      tournamentId: t.id,
      format: t.type.slice(0, 40),
      playerCount: t.players.length,
    },
    `tournament_finished:${t.id}`,
  );
}

/**
 * Bookings whose time ran out with nobody claiming them, since the venue joined its group: each reported once
 * (its outbox row's dedupe key), by the relay's round. A booking whose session is still running is claimed.
 */
export function reportNoShows(ctx: AppContext): number {
  const link = readGroupLink(ctx.db);
  if (!link) return 0;
  const ids = unreportedNoShows(ctx.db, ctx.now().toISOString(), link.joinedAt);
  if (ids.length === 0) return 0;
  ctx.db
    .transaction(() => {
      for (const id of ids)
        reportChange(ctx, { kind: 'booking_no_show', reservationId: id }, `no_show:${id}`);
    })
    .immediate();
  return ids.length;
}
