import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { composeCaptainFixtures, type CaptainFixtures } from './captainFixtures';

const FIXTURES: CaptainFixtures = {
  captain: 'Ann Lee',
  team: 'The Arrows',
  league: 'Tuesday League',
  season: 'Autumn 2026',
  venue: 'The Oche',
  zone: 'Europe/London',
  language: 'en',
  stamp: new Date('2026-06-10T12:00:00.000Z'),
  fixtures: [
    // Summer time, then after the clocks change: 19:00 at the venue both times.
    {
      id: 'f1',
      week: 1,
      startsAt: '2026-10-20T18:00:00.000Z',
      endsAt: '2026-10-20T21:00:00.000Z',
      home: 'The Arrows',
      away: 'The Bulls',
    },
    {
      id: 'f2',
      week: 2,
      startsAt: '2026-10-27T19:00:00.000Z',
      endsAt: '2026-10-27T22:00:00.000Z',
      home: 'Flight Club',
      away: 'The Arrows',
    },
  ],
};

function events(ics: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe("a captain's fixtures e-mail", () => {
  it('lists every fixture and carries a calendar file with one event each, at the venue’s time', () => {
    const m = composeCaptainFixtures(FIXTURES);
    expect(m.subject).toBe('Tuesday League: your fixtures for Autumn 2026');
    expect(m.text).toContain('Week 1, Tuesday 20 October 2026 at 19:00: The Arrows v The Bulls');
    expect(m.text).toContain('Week 2, Tuesday 27 October 2026 at 19:00: Flight Club v The Arrows');
    const list = events(m.ics ?? '');
    expect(list.map((e) => [e.uid, e.summary])).toEqual([
      ['league-fixture-f1', 'Tuesday League: The Arrows v The Bulls'],
      ['league-fixture-f2', 'Tuesday League: Flight Club v The Arrows'],
    ]);
    expect(list.map((e) => e.startDate.toJSDate().toISOString())).toEqual([
      '2026-10-20T18:00:00.000Z',
      '2026-10-27T19:00:00.000Z',
    ]);
    expect(list[0]?.endDate.toJSDate().toISOString()).toBe('2026-10-20T21:00:00.000Z');
    expect(list[0]?.location).toBe('The Oche');
  });

  it('speaks the venue’s language, and escapes names in the HTML', () => {
    const m = composeCaptainFixtures({ ...FIXTURES, language: 'de', team: '<b>Arrows</b>' });
    expect(m.subject).toBe('Tuesday League: Ihr Spielplan für Autumn 2026');
    expect(m.text).toContain('Spieltag 1, Dienstag, 20. Oktober 2026 um 19:00: The Arrows gegen The Bulls');
    expect(m.html).toContain('&lt;b&gt;Arrows&lt;/b&gt;');
    expect(m.html).not.toContain('<b>Arrows');
    expect(events(m.ics ?? '')[0]?.summary).toBe('Tuesday League: The Arrows gegen The Bulls');
  });
});
