import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../shared/booking/bookingRules';
import { compileAllMessages, translate } from './translate';

// The refusals catalogue's English is the product's wording (docs/behaviour.md), byte for byte: a refusal's English answer is unchanged.
describe('the refusals catalogue in English', () => {
  it.each([
    [translate('en', 'refusals.nameMissing'), BOOKING_MESSAGES.nameMissing],
    [translate('en', 'refusals.phoneMissing'), BOOKING_MESSAGES.phoneMissing],
    [translate('en', 'refusals.emailMissing'), BOOKING_MESSAGES.emailMissing],
    [translate('en', 'refusals.emailInvalid'), BOOKING_MESSAGES.emailInvalid],
    [translate('en', 'refusals.players', { min: 1, max: 4 }), BOOKING_MESSAGES.players],
    [
      translate('en', 'refusals.duration', { durations: '30, 60, 90, 120, 150', last: 180 }),
      BOOKING_MESSAGES.duration,
    ],
    [translate('en', 'refusals.past'), BOOKING_MESSAGES.past],
    [translate('en', 'refusals.timeInvalid'), BOOKING_MESSAGES.timeInvalid],
    [translate('en', 'refusals.maintenance', { lane: 4 }), BOOKING_MESSAGES.maintenance(4)],
    [translate('en', 'refusals.closed', { weekday: 'sunday' }), BOOKING_MESSAGES.closed('Sunday')],
    [translate('en', 'refusals.noHours', { weekday: 'monday' }), BOOKING_MESSAGES.noHours('Monday')],
    [
      translate('en', 'refusals.outsideHours', { weekday: 'friday', start: '09:00', end: '23:00' }),
      BOOKING_MESSAGES.outsideHours('Friday', '09:00', '23:00'),
    ],
    [translate('en', 'refusals.overlap.reservation', { lane: 2 }), BOOKING_MESSAGES.overlap.reservation(2)],
    [translate('en', 'refusals.overlap.tournament', { lane: 2 }), BOOKING_MESSAGES.overlap.tournament(2)],
    [translate('en', 'refusals.overlap.session', { lane: 2 }), BOOKING_MESSAGES.overlap.session(2)],
  ])('%s', (worded, spec) => {
    expect(worded).toBe(spec);
  });

  it('compiles every language without error, and words a weekday in German', () => {
    expect(() => compileAllMessages()).not.toThrow();
    expect(translate('de', 'refusals.closed', { weekday: 'sunday' })).toBe(
      'Am Sonntag ist das Lokal geschlossen',
    );
  });
});
