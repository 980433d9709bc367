import * as z from 'zod/mini';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { ERROR_CODES, type ErrorCode } from '../api/errors';
import { VenueReply } from './booking';

/**
 * What the hub lets through of a venue's answer (docs/group-booking.md): the checks the venue's own booking
 * page makes of its public door's answers, so a customer on the group page sees what they would see on the
 * venue's own page or the offline sentence, and nothing else — never a 500 of the venue's, a status the
 * public door never sends, a sentence of a megabyte, or a field the public door's schema does not name.
 */

/**
 * The longest answer taken from a venue, in characters. The largest answer there is, a day's availability
 * grid, is about 25 KB for ten lanes; this leaves room for a venue of a hundred lanes.
 */
export const MAX_VENUE_REPLY_CHARS = 256 * 1024;

/** The statuses with which the public door refuses a customer: bad input, no such link, taken, link used. */
export const VENUE_REFUSAL_STATUSES: readonly number[] = [400, 404, 409, 410];

/** A refusal's sentence is the public door's: a line, not a page. */
const MAX_SENTENCE_CHARS = 500;

const Refusal = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(MAX_SENTENCE_CHARS)),
  code: z.enum(ERROR_CODES),
});

export type CheckedReply<T> =
  | { kind: 'answer'; body: T }
  | { kind: 'refusal'; status: number; body: { message: string; code: ErrorCode } }
  | { kind: 'broken'; why: string };

/**
 * A venue's reply, checked: an answer with exactly the status the endpoint gives and a body its schema
 * parses (as parsed: fields the schema does not name are left out); a refusal with one of the public door's
 * refusal statuses, its sentence and a known code; anything else is `broken` and the customer gets the
 * offline sentence.
 */
export function checkedVenueReply<T>(
  text: string,
  expected: { status: number; schema: $ZodType<T> },
): CheckedReply<T> {
  if (text.length > MAX_VENUE_REPLY_CHARS) return { kind: 'broken', why: 'too large' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'broken', why: 'not JSON' };
  }
  const reply = safeParse(VenueReply, json);
  if (!reply.success) return { kind: 'broken', why: 'not a reply' };
  const { status } = reply.data;
  if (status === expected.status) {
    const body = safeParse(expected.schema, reply.data.body);
    return body.success ? { kind: 'answer', body: body.data } : { kind: 'broken', why: 'answer off schema' };
  }
  if (!VENUE_REFUSAL_STATUSES.includes(status)) return { kind: 'broken', why: `status ${status}` };
  const refusal = safeParse(Refusal, { message: reply.data.message, code: reply.data.code });
  return refusal.success
    ? { kind: 'refusal', status, body: refusal.data }
    : { kind: 'broken', why: 'refusal without a sentence' };
}
