import type booking from './catalogues/booking/en';
import type common from './catalogues/common/en';
import type league from './catalogues/league/en';
import type mail from './catalogues/mail/en';
import type refusals from './catalogues/refusals/en';

/**
 * Every message key, from the English catalogues (the source). An audience is a folder of catalogues,
 * loaded together: a page downloads only the audiences it shows, in one language.
 */
export type Audience = 'booking' | 'common' | 'league' | 'mail' | 'refusals';
export type BookingKey = keyof typeof booking;
export type CommonKey = keyof typeof common;
export type LeagueKey = keyof typeof league;
export type MailKey = keyof typeof mail;
export type RefusalKey = keyof typeof refusals;
export type MessageKey = BookingKey | CommonKey | LeagueKey | MailKey | RefusalKey;
