import { describe, expect, it } from 'vitest';
import { cancelRefusal, type CancelRefusal } from './cancelWindow';

const START = '2026-06-10T18:00:00.000Z';

// status, now, cut-off minutes, expected refusal (null: may cancel)
// prettier-ignore
const CASES: [string, string, string, number, CancelRefusal | null][] = [
  ['a day ahead an active booking may be cancelled', 'active', '2026-06-09T18:00:00.000Z', 120, null],
  ['exactly at the cut-off it still may', 'active', '2026-06-10T16:00:00.000Z', 120, null],
  ['a minute past the cut-off it may not', 'active', '2026-06-10T16:01:00.000Z', 120, 'past_cutoff'],
  ['a zero cut-off allows until the start', 'active', '2026-06-10T17:59:00.000Z', 0, null],
  ['at the start it is over', 'active', START, 0, 'over'],
  ['a booking already played (completed) is over', 'completed', '2026-06-09T18:00:00.000Z', 120, 'over'],
  ['a cancelled booking says so, whatever the time', 'cancelled', '2026-06-09T18:00:00.000Z', 120, 'already_cancelled'],
];

describe('cancelRefusal: online cancelling up to the venue’s cut-off', () => {
  it.each(CASES)('%s', (_rule, status, now, cutoffMinutes, expected) => {
    expect(cancelRefusal({ status, reservedTime: START, cutoffMinutes, now: new Date(now) })).toBe(expected);
  });
});
