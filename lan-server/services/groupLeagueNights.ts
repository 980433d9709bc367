import type { GroupLeagueFixture } from '../../shared/group/groupLeague';
import { addMinutes, venueInstant } from '../../shared/time/venueTime';
import type { AppContext } from '../context';
import { dropUnusedNights, fixtureDatesOf } from '../db/groupLeagueRows';
import { laneBlocksBetween } from '../db/laneBlocks';
import { findSeason, insertNight } from '../db/leagueSeasons';
import { readSettings } from '../db/settings';
import { reportChange } from './groupReports';

/**
 * The nights a group league's hosted fixtures take the venue's lanes (docs/venue-group.md, "The venue's
 * half"): each date with a fixture still to play (or played) is a night of the season, exactly as a venue's
 * own league night (`league_nights`), so the booking pages, lane cards and calendar block its lanes. A date
 * no fixture uses any more gives its lanes back. Returns the season's lanes when a night came or went.
 */
export function takeNights(ctx: AppContext, seasonId: string): number[] {
  const season = findSeason(ctx.db, seasonId);
  if (!season) return [];
  const zone = readSettings(ctx.db).timezone;
  const have = new Set(season.nights.map((n) => n.date));
  let changed = false;
  for (const date of fixtureDatesOf(ctx.db, seasonId)) {
    if (have.has(date)) continue;
    const startsAt = venueInstant(date, season.startTime, zone);
    const endsAt = addMinutes(startsAt, season.durationMinutes);
    insertNight(ctx.db, seasonId, { date, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() });
    changed = true;
  }
  if (dropUnusedNights(ctx.db, seasonId) > 0) changed = true;
  return changed ? season.lanes : [];
}

/**
 * Head office's fixtures whose night overlaps bookings the venue already had on the season's lanes. The
 * booking stays: the venue decides its lanes, and the night takes only the lanes left. Each such fixture is
 * reported to head office once per date (`league_fixture_clash`, with how many lanes the night is short).
 */
export function reportClashes(
  ctx: AppContext,
  leagueId: string,
  seasonId: string,
  fixtures: readonly GroupLeagueFixture[],
): void {
  const season = findSeason(ctx.db, seasonId);
  if (!season) return;
  for (const f of fixtures) {
    if (f.status !== 'scheduled') continue;
    const night = season.nights.find((n) => n.date === f.nightDate);
    if (!night) continue;
    const from = Date.parse(night.startsAt);
    const to = Date.parse(night.endsAt);
    const booked = new Set(
      laneBlocksBetween(ctx.db, night.startsAt, night.endsAt)
        .filter((b) => b.kind === 'reservation' && season.lanes.includes(b.laneId))
        .filter((b) => Date.parse(b.start) < to && Date.parse(b.end) > from)
        .map((b) => b.laneId),
    );
    if (booked.size === 0) continue;
    reportChange(
      ctx,
      {
        kind: 'league_fixture_clash',
        leagueId,
        fixtureId: f.id,
        nightDate: f.nightDate,
        lanesShort: booked.size,
      },
      `league_fixture_clash:${f.id}:${f.nightDate}`,
    );
  }
}
