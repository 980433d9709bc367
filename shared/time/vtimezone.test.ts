import { describe, expect, it } from 'vitest';
import { offsetText, vtimezone } from './vtimezone';

const JUNE_2026 = new Date('2026-06-10T16:00:00Z');

// zone, a line the block must hold
// prettier-ignore
const CASES: [string, string, string][] = [
  ['London starts summer time on 29 March 2026 at 01:00 GMT', 'Europe/London', 'BEGIN:DAYLIGHT\r\nDTSTART:20260329T010000\r\nTZOFFSETFROM:+0000\r\nTZOFFSETTO:+0100\r\nTZNAME:BST'],
  ['London ends it on 25 October 2026 at 02:00 BST', 'Europe/London', 'BEGIN:STANDARD\r\nDTSTART:20261025T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0000\r\nTZNAME:GMT'],
  ['the change in force at the booking (October before) is listed', 'Europe/London', 'DTSTART:20251026T020000'],
  ['the next spring’s change is listed too', 'Europe/London', 'DTSTART:20270328T010000'],
  ['New York moves at 2 a.m. local', 'America/New_York', 'DTSTART:20260308T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400'],
  ['a zone without summer time has one standard observance', 'Asia/Kolkata', 'BEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0530\r\nTZOFFSETTO:+0530'],
  ['the block names its zone', 'Europe/Paris', 'TZID:Europe/Paris'],
];

describe('vtimezone: the zone’s real offset changes around the booking', () => {
  it.each(CASES)('%s', (_rule, zone, line) => {
    expect(vtimezone(zone, JUNE_2026)).toContain(line);
  });

  it('lists the four London changes within 400 days of the booking', () => {
    expect(vtimezone('Europe/London', JUNE_2026).match(/BEGIN:(DAYLIGHT|STANDARD)/g)).toHaveLength(4);
  });
});

// prettier-ignore
const OFFSETS: [number, string][] = [[0, '+0000'], [60, '+0100'], [-300, '-0500'], [330, '+0530'], [-270, '-0430']];

describe('offsetText: RFC 5545 UTC offsets', () => {
  it.each(OFFSETS)('%i minutes is %s', (minutes, text) => expect(offsetText(minutes)).toBe(text));
});
