import { venueClock, venueDay } from '../../shared/time/display';
import type { Params } from '../../shared/i18n/catalogue';
import { formatLongDay } from '../../shared/i18n/format';
import { laneNaming } from '../../shared/i18n/numberedNames';
import type { MailKey } from '../../shared/i18n/keys';
import type { Language } from '../../shared/i18n/languages';
import { translate } from '../../server-kit/translate';
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
  /** The language the customer booked in; English when not given. */
  language?: Language;
}

export interface ComposedMessage {
  subject: string;
  text: string;
  html: string;
  ics: string | null;
  /** The calendar file's name (a booking's 'booking.ics' when not given). */
  icsName?: string;
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

/** The lane as the customer's language names it: its own name, else from its number ('Baan 3'). */
function laneWords(d: BookingFacts, language: Language): string {
  const naming = laneNaming({ name: d.laneName, number: d.laneNumber });
  return 'own' in naming
    ? naming.own
    : translate(language, 'common.numbered.lane', { number: naming.number });
}

export function confirmationSubject(businessName: string, language: Language = 'en'): string {
  return oneLine(
    translate(language, 'mail.subject', { venue: businessName || translate(language, 'mail.theVenue') }),
  );
}

/** Settings' test e-mail's subject, in the venue's language: staff sent it, so it speaks as the staff app does. */
export function testSubject(businessName: string, language: Language = 'en'): string {
  return oneLine(translate(language, 'mail.testSubject', { venue: businessName || 'Doubletop' }));
}

function whenText(
  d: ConfirmationDetails,
  language: Language,
): { date: string; time: string; cancelBy: string } {
  const end = addMinutes(d.reservedTime, d.duration);
  return {
    date: formatLongDay(venueDay(d.reservedTime, d.timezone), language),
    time: `${venueClock(d.reservedTime, d.timezone)}–${venueClock(end, d.timezone)} (${d.timezone})`,
    cancelBy: `${formatLongDay(venueDay(d.cancelBefore, d.timezone), language)} ${venueClock(d.cancelBefore, d.timezone)}`,
  };
}

/** A duration as the confirmation names it: '1.5 hours', '1,5 Stunden', '1,5 uur'. */
function durationText(minutes: number, language: Language): string {
  return translate(language, 'common.duration', { minutes, hours: minutes / 60 });
}

/**
 * The confirmation: plain text and HTML saying the same thing — venue, phone, date and time in the
 * venue's zone, lane, duration, players, price in the venue's currency — the cancel link, and the .ics,
 * all in the language the customer booked in (docs/i18n.md). Every value from a person (names typed by
 * customers or staff) is escaped in the HTML; nothing from them reaches a header except through oneLine().
 */
export function composeConfirmation(d: ConfirmationDetails): ComposedMessage {
  const language = d.language ?? 'en';
  const t = (key: MailKey, params?: Params) => translate(language, key, params);
  const venue = d.businessName || t('mail.theVenue');
  const lane = laneWords(d, language);
  const when = whenText(d, language);
  const duration = durationText(d.duration, language);
  const rows: [string, string][] = [
    [t('mail.venue'), venue],
    ...(d.contactPhone ? ([[t('mail.phone'), d.contactPhone]] as [string, string][]) : []),
    [t('mail.date'), when.date],
    [t('mail.time'), when.time],
    [t('mail.lane'), lane],
    [t('mail.duration'), duration],
    [t('mail.players'), String(d.playerCount)],
    [t('mail.price'), t('mail.payAtVenue', { price: formatMoney(d.price, d.currency, language) })],
  ];
  const callUs = d.contactPhone ? t('mail.callUs', { phone: d.contactPhone }) : t('mail.contactVenue');
  const cancelText = d.cancelUrl
    ? `${t('mail.cancelOnline', { cancelBy: when.cancelBy, url: d.cancelUrl })}\n${t('mail.afterThat', { callUs })}`
    : t('mail.pleaseCall', { callUs });
  const name = oneLine(d.customerName, 200);
  const text = [
    t('mail.hello', { name }),
    '',
    t('mail.booked', { venue }),
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    cancelText,
    '',
    t('mail.calendarNote'),
    '',
    t('mail.seeYou', { venue }),
  ].join('\n');
  const e = escapeHtml;
  // The link's words are the catalogue's; the sentence around it is escaped whole, then the link put in.
  const LINK = '\u0000link\u0000';
  const cancelHtml = d.cancelUrl
    ? `<p>${e(t('mail.cancelLink', { link: LINK, cancelBy: when.cancelBy, callUs })).replace(
        LINK,
        `<a href="${e(d.cancelUrl)}">${e(t('mail.cancelLinkText'))}</a>`,
      )}</p>`
    : `<p>${e(t('mail.pleaseCall', { callUs }))}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif">',
    `<p>${e(t('mail.hello', { name }))}</p>`,
    `<p>${e(t('mail.booked', { venue }))}</p>`,
    '<table>',
    ...rows.map(([k, v]) => `<tr><th align="left">${e(k)}</th><td>${e(v)}</td></tr>`),
    '</table>',
    cancelHtml,
    `<p>${e(t('mail.calendarNote'))}</p>`,
    `<p>${e(t('mail.seeYou', { venue }))}</p>`,
    '</body></html>',
  ].join('\n');
  const ics = bookingCalendar({
    uid: `${d.reservationId}@doubletop`,
    start: d.reservedTime,
    durationMinutes: d.duration,
    zone: d.timezone,
    summary: oneLine(t('mail.ics.summary', { lane, venue })),
    location: oneLine(venue),
    description: `${t('mail.ics.description', { players: d.playerCount, duration })} ${
      d.contactPhone ? t('mail.ics.phone', { phone: d.contactPhone }) : ''
    }`.trim(),
    stamp: d.now,
    language,
  });
  return { subject: confirmationSubject(d.businessName, language), text, html, ics };
}

/**
 * The Settings 'Send test e-mail' message: proof the mailbox settings work, and from whom. In the venue's
 * language (Settings → Language), as the staff who sent it read the venue's screens (docs/i18n.md).
 */
export function composeTestMessage(
  businessName: string,
  now: Date,
  zone: string,
  language: Language = 'en',
): ComposedMessage {
  const venue = businessName || 'Doubletop';
  const at = `${formatLongDay(venueDay(now, zone), language)} ${venueClock(now, zone)}`;
  const text = [
    translate(language, 'mail.testSent', { venue, at }),
    translate(language, 'mail.testDelivered'),
  ].join('\n');
  return {
    subject: testSubject(businessName, language),
    text,
    html: `<!doctype html><html><body><p>${escapeHtml(text).replace('\n', '</p><p>')}</p></body></html>`,
    ics: null,
  };
}
