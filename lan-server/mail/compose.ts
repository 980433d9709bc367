import { durationLabel, longDay, venueClock, venueDay } from '../../shared/booking/display';
import { formatMoney } from '../../shared/money';
import { addMinutes } from '../../shared/time/venueTime';
import type { BookingFacts } from '../services/bookingFacts';
import { bookingCalendar } from './calendar';

/** Everything a confirmation says: the booking's facts, whom it greets, and its cancel link. */
export interface ConfirmationDetails extends BookingFacts {
  reservationId: string;
  customerName: string;
  /** The cancel page with this message's token, or null when the venue has not said where its door is. */
  cancelUrl: string | null;
  cancelBefore: Date;
  now: Date;
}

export interface ComposedMessage {
  subject: string;
  text: string;
  html: string;
  ics: string | null;
}

/**
 * One line of plain text for a header or a subject: line breaks and other control characters (the stuff
 * of header injection) become spaces, and the length is bounded. nodemailer encodes what is left
 * (non-ASCII names included) as RFC 2047 words.
 */
export function oneLine(text: string, max = 120): string {
  const flat = text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Text for HTML, with every character that means something in markup written as an entity. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function confirmationSubject(businessName: string): string {
  return oneLine(`Your lane booking at ${businessName || 'the venue'}`);
}

export function testSubject(businessName: string): string {
  return oneLine(`Test e-mail from ${businessName || 'Doubletop'}`);
}

function whenText(d: ConfirmationDetails): { date: string; time: string; cancelBy: string } {
  const end = addMinutes(d.reservedTime, d.duration);
  return {
    date: longDay(venueDay(d.reservedTime, d.timezone)),
    time: `${venueClock(d.reservedTime, d.timezone)}–${venueClock(end, d.timezone)} (${d.timezone})`,
    cancelBy: `${longDay(venueDay(d.cancelBefore, d.timezone))} ${venueClock(d.cancelBefore, d.timezone)}`,
  };
}

/**
 * The confirmation: plain text and HTML saying the same thing — venue, phone, date and time in
 * the venue's zone, lane, duration, players, price in the venue's currency — the cancel link, and the
 * .ics. Every value from a person (names typed by customers or staff) is escaped in the HTML; nothing from
 * them reaches a header except through oneLine().
 */
export function composeConfirmation(d: ConfirmationDetails): ComposedMessage {
  const venue = d.businessName || 'the venue';
  const when = whenText(d);
  const rows: [string, string][] = [
    ['Venue', venue],
    ...(d.contactPhone ? ([['Phone', d.contactPhone]] as [string, string][]) : []),
    ['Date', when.date],
    ['Time', when.time],
    ['Lane', d.laneName],
    ['Duration', durationLabel(d.duration)],
    ['Players', String(d.playerCount)],
    ['Price', `${formatMoney(d.price, d.currency)} (pay at the venue)`],
  ];
  const callUs = d.contactPhone ? `call us on ${d.contactPhone}` : 'contact the venue';
  const cancelText = d.cancelUrl
    ? `Can't make it? Cancel online until ${when.cancelBy}: ${d.cancelUrl}\nAfter that, please ${callUs}.`
    : `Can't make it? Please ${callUs}.`;
  const text = [
    `Hello ${oneLine(d.customerName, 200)},`,
    '',
    `Your dart lane at ${venue} is booked.`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    cancelText,
    '',
    'The attached calendar file adds the booking to your calendar.',
    '',
    `See you soon — ${venue}`,
  ].join('\n');
  const e = escapeHtml;
  const cancelHtml = d.cancelUrl
    ? `<p>Can't make it? <a href="${e(d.cancelUrl)}">Cancel your booking</a> until ${e(when.cancelBy)}. After that, please ${e(callUs)}.</p>`
    : `<p>Can't make it? Please ${e(callUs)}.</p>`;
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif">',
    `<p>Hello ${e(oneLine(d.customerName, 200))},</p>`,
    `<p>Your dart lane at ${e(venue)} is booked.</p>`,
    '<table>',
    ...rows.map(([k, v]) => `<tr><th align="left">${e(k)}</th><td>${e(v)}</td></tr>`),
    '</table>',
    cancelHtml,
    '<p>The attached calendar file adds the booking to your calendar.</p>',
    `<p>See you soon — ${e(venue)}</p>`,
    '</body></html>',
  ].join('\n');
  const ics = bookingCalendar({
    uid: `${d.reservationId}@doubletop`,
    start: d.reservedTime,
    durationMinutes: d.duration,
    zone: d.timezone,
    summary: oneLine(`Darts: ${d.laneName} at ${venue}`),
    location: oneLine(venue),
    description:
      `${d.playerCount} players, ${durationLabel(d.duration)}. ${d.contactPhone ? `Phone ${d.contactPhone}.` : ''}`.trim(),
    stamp: d.now,
  });
  return { subject: confirmationSubject(d.businessName), text, html, ics };
}

/** The Settings 'Send test e-mail' message: proof the mailbox settings work, and from whom. */
export function composeTestMessage(businessName: string, now: Date, zone: string): ComposedMessage {
  const venue = businessName || 'Doubletop';
  const at = `${longDay(venueDay(now, zone))} ${venueClock(now, zone)}`;
  const text = `This is a test message from ${venue}'s booking system, sent ${at}.\nIf you can read this, booking confirmations will be delivered.`;
  return {
    subject: testSubject(businessName),
    text,
    html: `<!doctype html><html><body><p>${escapeHtml(text).replace('\n', '</p><p>')}</p></body></html>`,
    ics: null,
  };
}
