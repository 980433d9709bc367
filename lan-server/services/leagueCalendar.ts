import type { CalendarLeagueNight, LeagueNightsQuery } from '../../shared/api/leagues';
import { reservationWindow } from '../../shared/booking/reservationList';
import { toInstantText } from '../../shared/time/venueTime';
import type { AppContext } from '../context';
import { nightsBetween } from '../db/leagueSeasons';
import { readSettings } from '../db/settings';

/**
 * The league nights of a page of venue days, for the staff calendar: the same nights, read the same way, as
 * the lane blocks the booking pages and lane cards use (db/laneBlocks.ts), so the calendar shows a league
 * night exactly where a booking is refused.
 */
export function leagueNightsFor(ctx: AppContext, query: LeagueNightsQuery): CalendarLeagueNight[] {
  const window = reservationWindow(query.from, query.days, readSettings(ctx.db));
  return nightsBetween(ctx.db, toInstantText(window.start), toInstantText(window.end))
    .map((n) => ({
      seasonId: n.seasonId,
      name: `${n.leagueName} — ${n.seasonName}`,
      lanes: n.lanes,
      startsAt: n.startsAt,
      endsAt: n.endsAt,
    }))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}
