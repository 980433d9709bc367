import { describe, expect, it } from 'vitest';
import { BookingConfirmation } from '../api/reservations';
import { checkedVenueReply, MAX_VENUE_REPLY_CHARS } from './venueReply';

const CONFIRMATION = {
  id: '7d1f4c3e-2a57-4d43-9a43-0d7c1f6b9a10',
  laneId: 2,
  reservedTime: '2026-06-10T16:00:00.000Z',
  duration: 60,
  playerCount: 2,
  price: '15.00',
};
const SENTENCE = 'Lane 2 is already reserved at this time';
const check = (value: unknown) =>
  checkedVenueReply(typeof value === 'string' ? value : JSON.stringify(value), {
    status: 201,
    schema: BookingConfirmation,
  });

describe('what the hub lets through of a venue’s answer to a booking', () => {
  // prettier-ignore
  it.each<[string, unknown, string]>([
    ['the public door’s answer', { status: 201, body: CONFIRMATION }, 'answer'],
    ['a refusal the public door gives', { status: 409, message: SENTENCE, code: 'RESERVATION_CONFLICT' }, 'refusal'],
    ['a used cancel link (410)', { status: 410, message: 'This booking has already been cancelled.', code: 'CANCEL_LINK_USED' }, 'refusal'],
    ['not JSON', '<html>oops</html>', 'broken'],
    ['JSON but no reply', [1, 2, 3], 'broken'],
    ['a status that is not a number', { status: '201', body: CONFIRMATION }, 'broken'],
    ['the venue’s own fault (500)', { status: 500, message: 'Something went wrong. Please try again.', code: 'INTERNAL' }, 'broken'],
    ['a status no door sends', { status: 999, message: SENTENCE, code: 'CONFLICT' }, 'broken'],
    ['a redirect', { status: 302, body: CONFIRMATION }, 'broken'],
    ['a 200 where a booking gives 201', { status: 200, body: CONFIRMATION }, 'broken'],
    ['an answer off the schema', { status: 201, body: { ...CONFIRMATION, price: 15 } }, 'broken'],
    ['a refusal without a sentence', { status: 409, code: 'CONFLICT' }, 'broken'],
    ['a refusal with an unknown code', { status: 409, message: SENTENCE, code: 'WHATEVER' }, 'broken'],
    ['a refusal of a page', { status: 409, message: 'x'.repeat(501), code: 'CONFLICT' }, 'broken'],
  ])('%s', (_case, reply, kind) => {
    expect(check(reply).kind).toBe(kind);
  });

  it('passes on the answer as parsed: a field the schema does not name stays behind', () => {
    const checked = check({ status: 201, body: { ...CONFIRMATION, emailAddress: 'someone@example.com' } });
    expect(checked).toEqual({ kind: 'answer', body: CONFIRMATION });
  });

  it('takes nothing larger than the largest answer there is', () => {
    const padded = { status: 201, body: CONFIRMATION, pad: 'x'.repeat(MAX_VENUE_REPLY_CHARS) };
    expect(check(padded)).toEqual({ kind: 'broken', why: 'too large' });
  });
});
