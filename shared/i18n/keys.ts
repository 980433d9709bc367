import type booking from './catalogues/booking/en';
import type common from './catalogues/common/en';
import type mail from './catalogues/mail/en';
import type refusals from './catalogues/refusals/en';
import type leagueNight from './catalogues/leagueNight/en';

/**
 * Every message key, from the English catalogues (the source). An audience is a folder of catalogues,
 * loaded together: a page downloads only the audiences it shows, in one language.
 */
export type Audience = 'booking' | 'common' | 'mail' | 'refusals' | 'leagueNight';
export type BookingKey = keyof typeof booking;
export type CommonKey = keyof typeof common;
export type MailKey = keyof typeof mail;
export type RefusalKey = keyof typeof refusals;
export type LeagueNightKey = keyof typeof leagueNight;
export type MessageKey = BookingKey | CommonKey | MailKey | RefusalKey | LeagueNightKey;
