import { describe, expect, it } from 'vitest';
import { venueNightOf } from './venueNight';

// prettier-ignore
const cases: [rule: string, instant: string, zone: string, date: string, start: string, end: string][] = [
  ['an evening belongs to that day\'s night', '2026-06-12T20:00:00Z', 'Europe/London', '2026-06-12', '2026-06-12T05:00:00.000Z', '2026-06-13T05:00:00.000Z'],
  ['01:30 after midnight is still the night before', '2026-06-13T00:30:00Z', 'Europe/London', '2026-06-12', '2026-06-12T05:00:00.000Z', '2026-06-13T05:00:00.000Z'],
  ['06:00 starts a new night', '2026-06-13T05:00:00Z', 'Europe/London', '2026-06-13', '2026-06-13T05:00:00.000Z', '2026-06-14T05:00:00.000Z'],
  ['winter: 06:00 London is 06:00 UTC', '2026-01-10T22:00:00Z', 'Europe/London', '2026-01-10', '2026-01-10T06:00:00.000Z', '2026-01-11T06:00:00.000Z'],
  ['the spring-forward night is 23 hours long', '2026-03-28T21:00:00Z', 'Europe/London', '2026-03-28', '2026-03-28T06:00:00.000Z', '2026-03-29T05:00:00.000Z'],
  ['in the venue\'s zone, not the server\'s', '2026-06-13T03:00:00Z', 'America/New_York', '2026-06-12', '2026-06-12T10:00:00.000Z', '2026-06-13T10:00:00.000Z'],
];

describe('the venue night (06:00 to 06:00 on the venue clock)', () => {
  it.each(cases)('%s', (_rule, instant, zone, date, start, end) => {
    const night = venueNightOf(instant, zone);
    expect([night.date, night.start.toISOString(), night.end.toISOString()]).toEqual([date, start, end]);
  });
});
