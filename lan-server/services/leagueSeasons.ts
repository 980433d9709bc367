import { randomUUID } from 'node:crypto';
import type { LeagueNight, Season, SeasonBody, SeasonClash, SeasonPreview } from '../../shared/api/leagues';
import { openingOn, type BookingSettings } from '../../shared/booking/hours';
import type { LaneBlock } from '../../shared/booking/laneBlock';
import { seasonCalendarError, seasonDates } from '../../shared/league/calendar';
import { drawSeason, seasonDrawError, seasonWeeks } from '../../shared/league/fixtures';
import { gamesOf, playersPerSide, rosterError } from '../../shared/league/matchFormat';
import { addMinutes, clockTimeOf, venueInstant } from '../../shared/time/venueTime';
import { sentenceWords } from '../../shared/api/sentenceWords';
import type { WordedPhrase, WordedValue } from '../../shared/api/refusalWords';
import { formatTime } from '../../shared/i18n/format';
import { holderNaming, unnamedHolder } from '../../shared/booking/unnamedHolders';
import type { AppContext } from '../context';
import { laneBlocksBetween } from '../db/laneBlocks';
import { insertFixture } from '../db/leagueFixtures';
import { insertSeason } from '../db/leagueSeasons';
import { findLaneRow } from '../db/lanes';
import { readSettings } from '../db/settings';
import { badRequest, refusal, type DomainError } from './domainError';
import { divisionsWithTeams, requireLeague } from './leagues';
import { publishLane } from './publishLane';
import { TOURNAMENT_MESSAGES } from './tournaments';
import { refuseGroupLeagueEdit } from './groupLeagueGuard';

/**
 * A league season (docs/league-nights.md#seasons): its nights on the calendar, its fixtures drawn per
 * division by the league's draw (shared/league/fixtures.ts), and the lanes it takes on each night. The plan
 * is worked out whole before anything is written, so a refusal saves nothing; a clash with a booking (or a
 * tournament, another league's night) on a season lane is shown by the dry run and refuses the season until
 * the booking moves or staff take the lanes anyway with a reason.
 */

export const SEASON_MESSAGES = {
  noDivisions: 'Add a division with its teams before drawing a season.',
  closed: (date: string) =>
    `The venue is closed on ${date}, a league night; add it to the skipped dates or choose another weekday.`,
  noHours: (date: string) =>
    `The venue has no opening hours on ${date}, a league night; set them or add the date to the skipped dates.`,
  outsideHours: (date: string, from: string, to: string, opens: string, closes: string) =>
    `The league night on ${date} (${from}–${to}) is outside the venue’s opening hours (${opens}–${closes}).`,
} as const;

/**
 * A division's draw refused, named by its division ('Premier: A team is listed twice in this division.'):
 * given by key, so the prefix and the rule's own sentence (read back to its entry) are both worded.
 */
export function inDivision(division: string, problem: string): DomainError {
  const words = sentenceWords(problem);
  return refusal(
    400,
    'VALIDATION',
    'refusals.keyed.seasonInDivision',
    words ? { division } : { division, problem },
    words ? { problem: words } : undefined,
  );
}

const CLASHES_LISTED = 5;

interface SeasonPlan {
  weeks: number;
  nights: LeagueNight[];
  fixtures: {
    divisionId: string;
    week: number;
    date: string;
    home: { id: string; name: string };
    away: { id: string; name: string };
  }[];
  clashes: SeasonClash[];
  gameShapes: { kind: 'singles' | 'pairs' | 'team'; playersPerSide: number }[];
}

/** Everything a season would be, checked; throws the first refusal as a sentence. */
function planSeason(ctx: AppContext, leagueId: string, body: SeasonBody): SeasonPlan {
  const league = requireLeague(ctx, leagueId);
  refuseGroupLeagueEdit(ctx, { league: leagueId });
  const calendar = { startDate: body.startDate, weekday: body.weekday, skippedDates: body.skippedDates };
  const calendarProblem = seasonCalendarError(calendar);
  if (calendarProblem) throw badRequest(calendarProblem);
  const laneNumbers = new Map<number, number>();
  for (const laneId of new Set(body.lanes)) {
    const lane = findLaneRow(ctx.db, laneId);
    if (!lane) throw badRequest(TOURNAMENT_MESSAGES.laneMissing(laneId));
    if (lane.status === 'maintenance' || lane.status === 'test')
      throw badRequest(TOURNAMENT_MESSAGES.laneUnusable(lane.number));
    laneNumbers.set(laneId, lane.number);
  }

  const divisions = divisionsWithTeams(ctx, leagueId);
  if (divisions.length === 0) throw badRequest(SEASON_MESSAGES.noDivisions);
  for (const d of divisions) {
    const problem = seasonDrawError(d.teams.map((t) => t.name));
    if (problem) throw inDivision(d.name, problem);
    for (const team of d.teams) {
      const short = rosterError(league.format, team.name, team.players.length);
      if (short) throw badRequest(short);
    }
  }

  const weeks = Math.max(...divisions.map((d) => seasonWeeks(d.teams.length, body.roundRobin)));
  const dates = seasonDates(calendar, weeks);
  const settings = readSettings(ctx.db);
  const nights = dates.map((date) => leagueNightOn(settings, date, body.startTime, body.durationMinutes));

  const fixtures = divisions.flatMap((d) => {
    const byName = new Map(d.teams.map((t) => [t.name, t]));
    const draw = drawSeason(
      d.teams.map((t) => t.name),
      { kind: body.roundRobin, seed: body.seed },
    );
    return draw.fixtures.map((f) => ({
      divisionId: d.id,
      week: f.week,
      date: dates[f.week - 1],
      home: byName.get(f.home) ?? { id: '', name: f.home },
      away: byName.get(f.away) ?? { id: '', name: f.away },
    }));
  });

  return {
    weeks,
    nights,
    fixtures,
    clashes: clashesWith(ctx, nights, laneNumbers),
    gameShapes: gamesOf(league.format).map((g) => ({ kind: g.kind, playersPerSide: playersPerSide(g) })),
  };
}

/** A night of the season on `date`, refused when it falls outside the venue's hours that day. */
export function leagueNightOn(
  settings: BookingSettings,
  date: string,
  startTime: string,
  durationMinutes: number,
): LeagueNight {
  const startsAt = venueInstant(date, startTime, settings.timezone);
  const endsAt = addMinutes(startsAt, durationMinutes);
  const opening = openingOn(date, settings);
  if (opening.kind === 'closed') throw badRequest(SEASON_MESSAGES.closed(date));
  if (opening.kind === 'no_hours') throw badRequest(SEASON_MESSAGES.noHours(date));
  if (startsAt < opening.opensAt || endsAt > opening.closesAt) {
    const to = clockTimeOf(endsAt, settings.timezone);
    throw badRequest(SEASON_MESSAGES.outsideHours(date, startTime, to, opening.start, opening.end));
  }
  return { date, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
}

function holderOf(block: LaneBlock): string {
  const own =
    block.kind === 'reservation'
      ? block.customerName
      : block.kind === 'tournament'
        ? block.tournamentName
        : block.kind === 'league'
          ? block.leagueName
          : undefined;
  return own ?? unnamedHolder(block.kind);
}

/** Every block on a season lane that shares time with one of its nights, in time order. */
export function clashesWith(
  ctx: AppContext,
  nights: readonly LeagueNight[],
  laneNumbers: ReadonlyMap<number, number>,
): SeasonClash[] {
  if (nights.length === 0) return [];
  const blocks = laneBlocksBetween(ctx.db, nights[0].startsAt, nights[nights.length - 1].endsAt);
  const clashes: SeasonClash[] = [];
  for (const night of nights) {
    const from = Date.parse(night.startsAt);
    const to = Date.parse(night.endsAt);
    for (const b of blocks) {
      const number = laneNumbers.get(b.laneId);
      if (number === undefined || Date.parse(b.start) >= to || Date.parse(b.end) <= from) continue;
      clashes.push({
        date: night.date,
        laneId: b.laneId,
        laneNumber: number,
        kind: b.kind,
        start: b.start,
        end: b.end,
        holder: holderOf(b),
        reservationId: b.reservationId ?? null,
      });
    }
  }
  return clashes.sort((a, b) => a.start.localeCompare(b.start) || a.laneNumber - b.laneNumber);
}

/** The dry run: the season's nights, its fixtures and every clash, nothing saved. */
export function previewSeason(ctx: AppContext, leagueId: string, body: SeasonBody): SeasonPreview {
  const plan = planSeason(ctx, leagueId, body);
  return {
    weeks: plan.weeks,
    nights: plan.nights,
    clashes: plan.clashes,
    fixtures: plan.fixtures.map((f) => ({
      divisionId: f.divisionId,
      week: f.week,
      date: f.date,
      home: f.home.name,
      away: f.away.name,
    })),
  };
}

/**
 * One clash as words ('Lane 2 on 2026-12-01 (Ann Lee, 19:00–21:00)'): the lane worded from its number, the
 * night's day as the reader's language writes a day, the times at the venue, and an unnamed holder worded.
 */
function clashWords(c: SeasonClash, zone: string): WordedPhrase {
  const holder = holderNaming(c.kind, c.holder);
  return {
    key: 'refusals.keyed.seasonClash',
    params: {
      from: formatTime(c.start, zone),
      to: formatTime(c.end, zone),
      ...('own' in holder ? { holder: holder.own } : {}),
    },
    wordedParams: {
      lane: { key: 'common.numbered.lane', params: { number: c.laneNumber } },
      date: { day: c.date },
      ...('key' in holder ? { holder: { key: holder.key } } : {}),
    },
  };
}

/** Refuses (409) while anything holds the lanes, unless staff gave a reason to take them anyway. */
export function refuseClashes(
  ctx: AppContext,
  clashes: readonly SeasonClash[],
  overrideReason: string,
): void {
  if (clashes.length === 0 || overrideReason !== '') return;
  const zone = readSettings(ctx.db).timezone;
  const shown: WordedValue = { list: clashes.slice(0, CLASHES_LISTED).map((c) => clashWords(c, zone)) };
  const more = clashes.length - CLASHES_LISTED;
  const listed: WordedValue =
    more > 0
      ? { key: 'refusals.keyed.seasonClashesMore', params: { more }, wordedParams: { listed: shown } }
      : shown;
  const one = clashes.length === 1;
  throw refusal(
    409,
    'LANE_NOT_AVAILABLE',
    one ? 'refusals.venue.season.clashOne' : 'refusals.venue.season.clashMany',
    one ? undefined : { count: clashes.length },
    { listed },
  );
}

/**
 * Creates the season with its nights and fixtures in one transaction. Refused (409, nothing saved) while a
 * night clashes with anything on its lanes, unless `overrideReason` says why staff take the lanes anyway;
 * the reason is kept with the season.
 */
export function createSeason(
  ctx: AppContext,
  leagueId: string,
  body: SeasonBody,
  staff: string | null,
): Season {
  const season = ctx.db
    .transaction(() => {
      const plan = planSeason(ctx, leagueId, body);
      const reason = body.overrideReason ?? '';
      refuseClashes(ctx, plan.clashes, reason);
      const created: Season = {
        id: randomUUID(),
        leagueId,
        name: body.name,
        startDate: body.startDate,
        weekday: body.weekday,
        startTime: body.startTime,
        durationMinutes: body.durationMinutes,
        lanes: [...new Set(body.lanes)],
        skippedDates: [...new Set(body.skippedDates)].sort(),
        handicap: body.handicap,
        roundRobin: body.roundRobin,
        weeks: plan.weeks,
        nights: plan.nights,
        overrideReason: plan.clashes.length > 0 ? reason : null,
        createdAt: ctx.now().toISOString(),
      };
      insertSeason(ctx.db, { ...created, seed: body.seed ?? null, createdBy: staff });
      for (const f of plan.fixtures) {
        insertFixture(
          ctx.db,
          {
            id: randomUUID(),
            seasonId: created.id,
            divisionId: f.divisionId,
            week: f.week,
            date: f.date,
            homeTeamId: f.home.id,
            awayTeamId: f.away.id,
          },
          plan.gameShapes,
        );
      }
      return created;
    })
    .immediate();
  // The lane cards show what takes a lane next: a night tonight changes them.
  for (const laneId of season.lanes) publishLane(ctx, laneId);
  return season;
}
