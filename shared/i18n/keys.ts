import type booking from './catalogues/booking/en';
import type common from './catalogues/common/en';
import type hub from './catalogues/hub/en';
import type league from './catalogues/league/en';
import type leagueNight from './catalogues/leagueNight/en';
import type mail from './catalogues/mail/en';
import type refusals from './catalogues/refusals/en';
import type staff from './catalogues/staff/en';
import type tablet from './catalogues/tablet/en';
import type tournaments from './catalogues/tournaments/en';
import type tv from './catalogues/tv/en';

/**
 * Every message key, from the English catalogues (the source). An audience is a folder of catalogues,
 * loaded together: a page downloads only the audiences it shows, in one language.
 */
export type Audience =
  | 'booking'
  | 'common'
  | 'hub'
  | 'league'
  | 'leagueNight'
  | 'mail'
  | 'refusals'
  | 'staff'
  | 'tablet'
  | 'tournaments'
  | 'tv';
export type BookingKey = keyof typeof booking;
export type CommonKey = keyof typeof common;
export type HubKey = keyof typeof hub;
export type LeagueKey = keyof typeof league;
export type LeagueNightKey = keyof typeof leagueNight;
export type MailKey = keyof typeof mail;
export type RefusalKey = keyof typeof refusals;
export type StaffKey = keyof typeof staff;
export type TabletKey = keyof typeof tablet;
export type TournamentsKey = keyof typeof tournaments;
export type TvKey = keyof typeof tv;
export type MessageKey =
  | BookingKey
  | CommonKey
  | HubKey
  | LeagueKey
  | LeagueNightKey
  | MailKey
  | RefusalKey
  | StaffKey
  | TabletKey
  | TournamentsKey
  | TvKey;
