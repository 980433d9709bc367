import { z } from 'zod';
import { VenueId } from '../api/group';
import { CURRENCIES } from '../api/settings';
import { LeagueEventBodies } from './groupLeague';

/**
 * A venue group (docs/venue-group.md): what an appliance tells head office. Every event is one JSON message
 * on `group.<venueId>.<kind>` in the hub's JetStream stream. The appliance writes each (but the heartbeat) in
 * the same SQLite transaction as the change it reports (the outbox's group channel,
 * lan-server/services/groupReports.ts); the hub stores it once by its `eventId` and folds it into head
 * office's figures.
 *
 * Nothing personal leaves a venue: no event carries a customer's name, phone or e-mail. Player names travel
 * only on the leaderboard entries of players who did not hide from the leaderboard, and only while the
 * venue's leaderboard is switched on (the leaderboard's privacy choices, docs/statistics.md, applied on the
 * appliance).
 */

export { VenueId };

/** Money as the appliance keeps it: a decimal string with two places. */
const Money = z.string().regex(/^\d{1,9}\.\d{2}$/, 'must be an amount with two decimals');
const Instant = z.iso.datetime({ offset: true });
const Currency = z.enum(CURRENCIES);

const envelope = {
  eventId: z.uuid(),
  venueId: VenueId,
  /** The venue's own order: its outbox row number, rising by one per event it wrote. */
  seq: z.number().int().positive(),
  occurredAt: Instant,
};

const booking = {
  reservationId: z.uuid(),
  laneNumber: z.number().int().positive(),
  start: Instant,
  end: Instant,
  durationMinutes: z.number().int().positive(),
  playerCount: z.number().int().positive(),
  prepaidAmount: Money,
  currency: Currency,
};

const session = {
  sessionId: z.uuid(),
  laneNumber: z.number().int().positive(),
  fee: Money,
  prepaidAmount: Money,
  currency: Currency,
};

export const LeaderboardFigures = z.object({
  name: z.string().min(1).max(60),
  highestCheckout: z.number().int().nonnegative().nullable(),
  oneEighties: z.number().int().nonnegative(),
  average: z.number().nonnegative().nullable(),
});
export type LeaderboardFigures = z.infer<typeof LeaderboardFigures>;

export const GroupEvent = z.discriminatedUnion('kind', [
  z.strictObject({ ...envelope, kind: z.literal('booking_made'), ...booking }),
  z.strictObject({ ...envelope, kind: z.literal('booking_edited'), ...booking }),
  z.strictObject({ ...envelope, kind: z.literal('booking_cancelled'), reservationId: z.uuid() }),
  z.strictObject({
    ...envelope,
    kind: z.literal('booking_claimed'),
    reservationId: z.uuid(),
    sessionId: z.uuid(),
  }),
  z.strictObject({ ...envelope, kind: z.literal('booking_no_show'), reservationId: z.uuid() }),
  z.strictObject({
    ...envelope,
    kind: z.literal('session_started'),
    ...session,
    startedAt: Instant,
    bookedMinutes: z.number().int().positive(),
    reservationId: z.uuid().nullable(),
  }),
  z.strictObject({
    ...envelope,
    kind: z.literal('session_extended'),
    ...session,
    addedMinutes: z.number().int().positive(),
  }),
  z.strictObject({
    ...envelope,
    kind: z.literal('session_ended'),
    ...session,
    startedAt: Instant,
    endedAt: Instant,
  }),
  z.strictObject({
    ...envelope,
    kind: z.literal('lane_game_finished'),
    gameId: z.uuid(),
    laneNumber: z.number().int().positive(),
    mode: z.string().max(40),
    /** Only players who let the leaderboard show them; none when the venue's leaderboard is off. */
    leaderboard: z.array(LeaderboardFigures).max(12),
  }),
  z.strictObject({
    ...envelope,
    kind: z.literal('tournament_finished'),
    tournamentId: z.uuid(),
    format: z.string().max(40),
    playerCount: z.number().int().nonnegative(),
  }),
  // A league across the group (shared/group/groupLeague.ts): results and clashes of the fixtures a venue hosts.
  z.strictObject({ ...envelope, kind: z.literal('league_result'), ...LeagueEventBodies.league_result }),
  z.strictObject({
    ...envelope,
    kind: z.literal('league_result_corrected'),
    ...LeagueEventBodies.league_result_corrected,
  }),
  z.strictObject({
    ...envelope,
    kind: z.literal('league_fixture_clash'),
    ...LeagueEventBodies.league_fixture_clash,
  }),
]);
export type GroupEvent = z.infer<typeof GroupEvent>;
export type GroupEventKind = GroupEvent['kind'];

/** An event as the appliance writes it: the envelope's id, venue and order are the outbox's to add. */
export type GroupChange = GroupEvent extends infer E
  ? E extends GroupEvent
    ? Omit<E, 'eventId' | 'venueId' | 'seq' | 'occurredAt'>
    : never
  : never;

/**
 * The heartbeat (every 30 s, not kept in the outbox: only the latest matters). It carries what head office
 * needs to judge the venue's figures: its currency and time zone, and the lane-hours it is open today and
 * this week (lanes in service × opening hours), for utilisation.
 */
export const Heartbeat = z.strictObject({
  kind: z.literal('heartbeat'),
  eventId: z.uuid(),
  venueId: VenueId,
  occurredAt: Instant,
  venueName: z.string().max(120),
  currency: Currency,
  timezone: z.string().max(64),
  laneHoursOpenToday: z.number().nonnegative(),
  laneHoursOpenWeek: z.number().nonnegative(),
  /** Events written but not yet acknowledged by the hub's stream. */
  queued: z.number().int().nonnegative(),
});
export type Heartbeat = z.infer<typeof Heartbeat>;

/** Everything that travels on a venue's subjects. */
export const GroupMessage = z.union([GroupEvent, Heartbeat]);
export type GroupMessage = z.infer<typeof GroupMessage>;

/** The stream's subjects: `group.<venueId>.<kind>`; a venue may publish on its own only. */
export const GROUP_STREAM = 'GROUP';
export const GROUP_SUBJECTS = 'group.>';
export function venueSubject(venueId: string, kind: string): string {
  return `group.${venueId}.${kind}`;
}
/** The venue a subject names, or null when it is not a group subject. */
export function venueOfSubject(subject: string): string | null {
  const parts = subject.split('.');
  return parts.length === 3 && parts[0] === 'group' && parts[1] ? parts[1] : null;
}
/** Each venue's replies (stream acks) come to its own inbox prefix, so it can read no other venue's. */
export function venueInboxPrefix(venueId: string): string {
  return `_INBOX_${venueId}`;
}

/** Head office marks a venue offline after this long without a heartbeat or event. */
export const OFFLINE_AFTER_MS = 90_000;
export const HEARTBEAT_EVERY_MS = 30_000;

/** Keys that would name a customer; no event may carry one (the test suite scans every event it makes). */
export const PERSONAL_KEYS = ['customerName', 'contactInfo', 'emailAddress', 'phone', 'email', 'reservedBy'];
