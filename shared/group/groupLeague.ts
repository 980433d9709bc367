import { z } from 'zod';
import { VenueId } from '../api/group';
import { ClockTime, Weekday } from '../api/settings';
import { LeagueFormatSchema } from '../api/leagues';
import { POINTS_SCHEMES } from '../league/points';

/**
 * A league across the group (docs/venue-group.md, "A league across the group"): head office runs the
 * league — its divisions, teams (each with a home venue), season and fixtures — and each venue plays the
 * fixtures it hosts on its own lanes, offline, as a league night of its own.
 *
 * What travels, and which way:
 * - **Down, head office → the venue that hosts**: an ordered feed of changes per venue, numbered 1, 2, 3 …
 *   (`LeagueFeedEntry`). Head office keeps every venue's feed in PostgreSQL and asks the venue to apply the
 *   next entries on the venue's NATS door (`booking.<venueId>.league`, the question `league`), again and
 *   again until the venue answers. The venue applies entries in order, each once, in one SQLite transaction
 *   with the number it reached, and answers the number it has applied through (`LeagueFeedReply`): a venue
 *   offline for a week gets the week's entries when it is back, in order, once.
 * - **Up, the venue → head office**: events of the group outbox (shared/group/events.ts), as every other:
 *   a result signed off by both captains, a result corrected at the venue, a fixture whose night clashes with
 *   a booking the venue already had.
 *
 * The conflict rule: a fixture's result carries a version, 1 when signed off, +1 for each correction.
 * A correction names the version it corrects (`basedOn`). Head office applies a correction only when it
 * corrects head office's current version; one that arrives after another correction got there first is
 * kept at head office as a conflict (shown, not applied), and head office's version flows back down to the
 * venue, so every copy ends the same. Head office's own corrections always correct its current version.
 *
 * Nothing personal travels but player names on rosters and results, and the public snapshot names only
 * players who did not hide themselves.
 */

export const GroupLeagueId = z.uuid();
const Instant = z.iso.datetime({ offset: true });
const LocalDate = z.iso.date();
const Name = z.string().trim().min(1).max(60);

/** A roster player: head office's id, so a result names the same player at every venue. */
export const GroupLeaguePlayer = z.strictObject({ id: z.uuid(), name: Name, captain: z.boolean() });
export type GroupLeaguePlayer = z.infer<typeof GroupLeaguePlayer>;

export const GroupLeagueTeam = z.strictObject({
  id: z.uuid(),
  divisionId: z.uuid(),
  name: Name,
  homeVenueId: VenueId,
  homeVenueName: Name,
  players: z.array(GroupLeaguePlayer).max(30),
});
export type GroupLeagueTeam = z.infer<typeof GroupLeagueTeam>;

/** When a hosting venue plays its fixtures: its own league night (weekday, start, length) and lanes. */
export const HostNight = z.strictObject({
  weekday: Weekday,
  startTime: ClockTime,
  durationMinutes: z.number().int().positive().max(480),
  /** How many lanes the venue gives the night; which ones is the venue's choice. */
  lanes: z.number().int().positive().max(64),
});
export type HostNight = z.infer<typeof HostNight>;

export const GroupLeagueFixture = z.strictObject({
  id: z.uuid(),
  divisionId: z.uuid(),
  week: z.number().int().positive(),
  /** The evening it is played, a local date on the hosting venue's clock. */
  nightDate: LocalDate,
  homeTeamId: z.uuid(),
  awayTeamId: z.uuid(),
  /** The home team's venue: the only venue that plays it and may report its result. */
  hostVenueId: VenueId,
  status: z.enum(['scheduled', 'postponed']),
});
export type GroupLeagueFixture = z.infer<typeof GroupLeagueFixture>;

/** One game of a fixture's result: legs each side and who played (roster ids, or a substitute's name). */
export const GroupGameResult = z.strictObject({
  gameNumber: z.number().int().positive(),
  homeLegs: z.number().int().nonnegative(),
  awayLegs: z.number().int().nonnegative(),
  homePlayers: z.array(z.union([z.uuid(), Name])).max(8),
  awayPlayers: z.array(z.union([z.uuid(), Name])).max(8),
});
export type GroupGameResult = z.infer<typeof GroupGameResult>;

export const GroupResult = z.strictObject({
  fixtureId: z.uuid(),
  /** 1 when both captains signed off; each correction adds one. */
  version: z.number().int().positive(),
  games: z.array(GroupGameResult).min(1).max(40),
});
export type GroupResult = z.infer<typeof GroupResult>;

/**
 * One roster player's darts figures in a fixture, as the hosting venue computes them at sign-off from the
 * fixture's lane games by its own player-table rule (shared/league/playerTables.ts: singles games, x01 darts
 * and points, 180s, 140+ visits, highest checkout, ton-plus finishes), so head office's player tables add up
 * to what the venue's own league would show. `hidden`: the player asked to be hidden from the leaderboard in
 * a game of the fixture — head office names them on no public table. Substitutes (no roster id) are not sent.
 */
export const GroupPlayerFigures = z.strictObject({
  player: z.uuid(),
  darts: z.number().int().nonnegative(),
  points: z.number().int().nonnegative(),
  /** Played an x01 leg to its end (the average table's entry rule). */
  finishedLeg: z.boolean(),
  oneEighties: z.number().int().nonnegative(),
  tonForties: z.number().int().nonnegative(),
  highestCheckout: z.number().int().positive().max(170).nullable(),
  tonPlusFinishes: z.number().int().nonnegative(),
  hidden: z.boolean(),
});
export type GroupPlayerFigures = z.infer<typeof GroupPlayerFigures>;

/** Who corrected a result and why, shown on every copy of it. */
export const Correction = z.strictObject({
  /** The version this correction replaced. */
  basedOn: z.number().int().positive(),
  by: Name,
  /** 'head office' or the venue's name: where the correction was made. */
  where: z.enum(['head office', 'venue']),
  reason: z.string().trim().min(1).max(300),
  at: Instant,
});
export type Correction = z.infer<typeof Correction>;

/** The league's public tables as head office computed them, for each venue's own public league page. */
export const PublicLeagueSnapshot = z.strictObject({
  leagueId: z.uuid(),
  computedAt: Instant,
  /**
   * The same JSON head office's public league page answers, in the shape of a venue's own public league read
   * (`PublicLeague`, shared/api/leaguePublic.ts, each fixture with its `venue`), so each venue's public league
   * page shows it as it is; fields a venue does not know are left out there.
   */
  page: z.unknown(),
});

/** One change head office tells a hosting venue. */
export const LeagueChange = z.discriminatedUnion('kind', [
  /** The league, its season and every team (the venue must know its visitors' rosters). */
  z.strictObject({
    kind: z.literal('league_published'),
    league: z.strictObject({
      id: z.uuid(),
      name: Name,
      pointsScheme: z.enum(POINTS_SCHEMES),
      format: LeagueFormatSchema,
    }),
    season: z.strictObject({
      id: z.uuid(),
      name: Name,
      roundRobin: z.enum(['single', 'double']),
      night: HostNight,
    }),
    divisions: z.array(z.strictObject({ id: z.uuid(), name: Name, position: z.number().int() })).max(20),
    teams: z.array(GroupLeagueTeam).max(200),
  }),
  /** A team's roster or name changed. */
  z.strictObject({ kind: z.literal('team_changed'), leagueId: z.uuid(), team: GroupLeagueTeam }),
  /** Fixtures this venue hosts: new, moved or postponed (the same id replaces the earlier copy). */
  z.strictObject({
    kind: z.literal('fixtures_changed'),
    leagueId: z.uuid(),
    fixtures: z.array(GroupLeagueFixture).max(500),
  }),
  /** Head office's version of a result this venue hosted (a correction made at head office, or the
   * version that stood when the venue's own correction lost the race). */
  z.strictObject({
    kind: z.literal('result_corrected'),
    leagueId: z.uuid(),
    result: GroupResult,
    correction: Correction,
  }),
  /** The league's public tables, after results anywhere in the group changed them. */
  z.strictObject({ kind: z.literal('tables_changed'), snapshot: PublicLeagueSnapshot }),
]);
export type LeagueChange = z.infer<typeof LeagueChange>;

export const LeagueFeedEntry = z.strictObject({
  /** This venue's feed number: 1, 2, 3 … with no gaps. */
  number: z.number().int().positive(),
  change: LeagueChange,
});
export type LeagueFeedEntry = z.infer<typeof LeagueFeedEntry>;

/** The body of head office's question `league`: the next entries of the venue's feed, in order. */
export const LeagueFeedBatch = z.strictObject({ entries: z.array(LeagueFeedEntry).min(1).max(100) });
export type LeagueFeedBatch = z.infer<typeof LeagueFeedBatch>;

/**
 * The venue's answer: the feed number it has applied through. Entries after a gap are not applied (the
 * answer says where the venue stands, and head office sends on from there); entries already applied are
 * skipped, so a batch sent twice changes nothing.
 */
export const LeagueFeedReply = z.strictObject({ appliedThrough: z.number().int().nonnegative() });
export type LeagueFeedReply = z.infer<typeof LeagueFeedReply>;

/** Each roster player's figures in the fixture; absent in events written before figures travelled. */
const FixtureFigures = z.array(GroupPlayerFigures).max(32).optional();

/**
 * The events a venue writes in its group outbox for a group league (added to shared/group/events.ts's
 * union): `league_result` (signed off by both captains: `result` at version 1), `league_result_corrected`
 * (`result` and `correction`, made at the venue), `league_fixture_clash` (the fixture's night overlaps
 * bookings the venue already had, on `lanesShort` of the lanes the night needs; no customer data). A result
 * and a venue's correction carry the fixture's darts `figures` per roster player; optional, since an outbox
 * may still hold events written before they travelled, and those are taken as they are.
 */
export const LeagueEventBodies = {
  league_result: { leagueId: z.uuid(), result: GroupResult, signedAt: Instant, figures: FixtureFigures },
  league_result_corrected: {
    leagueId: z.uuid(),
    result: GroupResult,
    correction: Correction,
    figures: FixtureFigures,
  },
  league_fixture_clash: {
    leagueId: z.uuid(),
    fixtureId: z.uuid(),
    nightDate: LocalDate,
    lanesShort: z.number().int().positive(),
  },
} as const;
