import { addDays, clockTimeOf, venueDateOf, venueInstant, type VenueDate } from './venueTime';

/**
 * When a venue's night turns over: 06:00 on the venue's clock. A darts night runs past midnight (the last
 * games of a Friday end at 01:30 on Saturday), so "tonight" for the leaderboard and the staff's list of
 * finished games is not the calendar day: it is the stretch from 06:00 one day to 06:00 the next, named by
 * the date it began on. No venue plays through 06:00, and a morning league at 09:00 starts a fresh board.
 */
export const NIGHT_TURNS_OVER_AT = '06:00';

export interface VenueNight {
  /** The venue date the night began on. */
  date: VenueDate;
  start: Date;
  end: Date;
}

/** The venue night that `instant` falls in, in the venue's timezone (DST days are 23 or 25 hours long). */
export function venueNightOf(instant: Date | string, zone: string): VenueNight {
  const today = venueDateOf(instant, zone);
  const date = clockTimeOf(instant, zone) < NIGHT_TURNS_OVER_AT ? addDays(today, -1) : today;
  return {
    date,
    start: venueInstant(date, NIGHT_TURNS_OVER_AT, zone),
    end: venueInstant(addDays(date, 1), NIGHT_TURNS_OVER_AT, zone),
  };
}
