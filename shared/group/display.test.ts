import { describe, expect, it } from 'vitest';
import type { PeriodFigures, VenueFigures } from './figures';
import { agoText, laneHoursText, presenceText, revenueText, utilisationText } from './display';
import { utilisation } from './figures';

const period: PeriodFigures = {
  bookings: 3,
  sessions: 2,
  laneHoursSold: 4.5,
  laneHoursOpen: 112,
  utilisation: utilisation(4.5, 112),
  revenueMinor: 12550,
  noShows: 1,
};
const venue: VenueFigures = {
  venueId: 'leeds',
  name: 'Leeds',
  currency: 'GBP',
  timezone: 'Europe/London',
  online: true,
  lastEventAt: '2026-11-25T19:00:00.000Z',
  lastHeartbeatAt: '2026-11-25T19:00:30.000Z',
  queued: 0,
  today: period,
  week: period,
};

describe('head office figures as text', () => {
  it('writes revenue in the venue’s currency, utilisation and lane-hours', () => {
    expect(revenueText(venue, period)).toBe('£125.50');
    expect(revenueText({ ...venue, currency: 'EUR' }, period)).toBe('€125.50');
    // A day that gave a prepayment back and took nothing else.
    expect(revenueText(venue, { ...period, revenueMinor: -500 })).toBe('-£5.00');
    expect(utilisationText(period)).toBe('4.0%');
    expect(utilisationText({ ...period, utilisation: null })).toBe('–');
    expect(laneHoursText(period)).toBe('4.5 / 112');
  });

  it.each([
    [5_000, '5 s ago'],
    [125_000, '2 min ago'],
    [3 * 3_600_000, '3 h ago'],
    [72 * 3_600_000, '3 days ago'],
  ])('%i ms is %s', (ms, text) => {
    expect(agoText(ms)).toBe(text);
  });

  it('says whether the venue is online and when it was last heard from', () => {
    expect(presenceText(venue, new Date('2026-11-25T19:01:00.000Z'))).toBe('Online · last event 1 min ago');
    expect(
      presenceText({ ...venue, online: false, lastEventAt: null, lastHeartbeatAt: null }, new Date()),
    ).toBe('Offline · last event never');
  });

  it.each([
    [0, 0, null],
    [5, 10, 50],
    [1, 3, 33.3],
  ])('utilisation of %d sold over %d open is %s', (sold, open, pct) => {
    expect(utilisation(sold, open)).toBe(pct);
  });
});
