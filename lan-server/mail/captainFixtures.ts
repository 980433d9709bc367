import ical, { ICalCalendarMethod } from 'ical-generator';
import { DateTime } from 'luxon';
import type { Params } from '../../shared/i18n/catalogue';
import { formatLongDay, formatTime } from '../../shared/i18n/format';
import type { LeagueKey } from '../../shared/i18n/keys';
import type { Language } from '../../shared/i18n/languages';
import { vtimezone } from '../../shared/time/vtimezone';
import { translate } from '../../server-kit/translate';
import { escapeHtml, oneLine, type ComposedMessage } from './compose';

/** One of the team's fixtures as its captain's e-mail lists it. */
export interface CaptainFixture {
  /** The fixture's id: its calendar event's UID, so a second e-mail updates the same events. */
  id: string;
  week: number;
  /** The league night's start and end instants. */
  startsAt: string;
  endsAt: string;
  home: string;
  away: string;
}

export interface CaptainFixtures {
  captain: string;
  team: string;
  league: string;
  season: string;
  venue: string;
  zone: string;
  language: Language;
  fixtures: readonly CaptainFixture[];
  /** DTSTAMP: when the file was made (the server's clock). */
  stamp: Date;
}

/**
 * A captain's season fixtures (docs/league-nights.md#the-captains-e-mail): a line a fixture, in the
 * venue's language, and a calendar file with one event per fixture in the venue's zone (with its VTIMEZONE,
 * as the booking confirmation's file: mail/calendar.ts).
 */
export function composeCaptainFixtures(d: CaptainFixtures): ComposedMessage {
  const t = (key: LeagueKey, params?: Params) => translate(d.language, key, params);
  const lines = d.fixtures.map((f) =>
    t('league.mail.fixture', {
      week: f.week,
      date: formatLongDay(DateTime.fromISO(f.startsAt, { zone: d.zone }).toISODate() ?? '', d.language),
      time: formatTime(f.startsAt, d.zone),
      home: f.home,
      away: f.away,
    }),
  );
  const words = { league: d.league, season: d.season, venue: d.venue, team: d.team };
  const hello = t('league.mail.hello', { name: oneLine(d.captain, 200) });
  const intro = t('league.mail.intro', words);
  const text = [
    hello,
    '',
    intro,
    '',
    ...lines,
    '',
    t('league.mail.calendarNote'),
    '',
    t('league.mail.seeYou', words),
  ].join('\n');
  const e = escapeHtml;
  const html = [
    `<p>${e(hello)}</p>`,
    `<p>${e(intro)}</p>`,
    `<ul>${lines.map((l) => `<li>${e(l)}</li>`).join('')}</ul>`,
    `<p>${e(t('league.mail.calendarNote'))}</p>`,
    `<p>${e(t('league.mail.seeYou', words))}</p>`,
  ].join('\n');
  return {
    subject: captainFixturesSubject(d),
    text,
    html,
    ics: fixturesCalendar(d, t),
    icsName: 'fixtures.ics',
  };
}

/** The e-mail's subject, also written on its outbox row when it is queued. */
export function captainFixturesSubject(
  d: Pick<CaptainFixtures, 'league' | 'season' | 'venue' | 'team' | 'language'>,
): string {
  const words = { league: d.league, season: d.season, venue: d.venue, team: d.team };
  return oneLine(translate(d.language, 'league.mail.subject', words));
}

function fixturesCalendar(d: CaptainFixtures, t: (key: LeagueKey, params?: Params) => string): string {
  const first = d.fixtures[0]?.startsAt ?? d.stamp.toISOString();
  const cal = ical({
    prodId: { company: 'Doubletop', product: 'League fixtures', language: d.language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  cal.timezone({ name: null, generator: (zone) => vtimezone(zone, new Date(first)) });
  cal.x([['X-WR-TIMEZONE', d.zone]]);
  for (const f of d.fixtures) {
    cal.createEvent({
      id: `league-fixture-${f.id}`,
      start: DateTime.fromISO(f.startsAt, { zone: d.zone }),
      end: DateTime.fromISO(f.endsAt, { zone: d.zone }),
      timezone: d.zone,
      stamp: DateTime.fromJSDate(d.stamp, { zone: 'utc' }),
      summary: t('league.mail.ics.summary', { league: d.league, home: f.home, away: f.away }),
      location: d.venue,
      description: t('league.mail.ics.description', { week: f.week, season: d.season, venue: d.venue }),
    });
  }
  return cal.toString();
}
