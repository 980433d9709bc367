import type { Translation } from '../../catalogue';
import type en from './en';

export default {
  'mail.subject': 'Uw baanreservering bij {venue}',
  'mail.theVenue': 'de locatie',
  'mail.hello': 'Beste {name},',
  'mail.booked': 'Uw dartbaan bij {venue} is gereserveerd.',
  'mail.venue': 'Locatie',
  'mail.phone': 'Telefoon',
  'mail.date': 'Datum',
  'mail.time': 'Tijd',
  'mail.lane': 'Baan',
  'mail.duration': 'Duur',
  'mail.players': 'Spelers',
  'mail.price': 'Prijs',
  'mail.payAtVenue': '{price} (betalen ter plaatse)',
  'mail.callUs': 'bel ons op {phone}',
  'mail.contactVenue': 'neem contact op met de locatie',
  'mail.cancelOnline': 'Verhinderd? Online annuleren kan tot {cancelBy}: {url}',
  'mail.afterThat': 'Daarna: {callUs}.',
  'mail.cancelLink': 'Verhinderd? {link} kan tot {cancelBy}. Daarna: {callUs}.',
  'mail.cancelLinkText': 'Reservering annuleren',
  'mail.pleaseCall': 'Verhinderd? Dan vragen wij u: {callUs}.',
  'mail.calendarNote': 'Met het bijgevoegde agendabestand zet u de reservering in uw agenda.',
  'mail.seeYou': 'Tot snel — {venue}',
  'mail.ics.summary': 'Darts: {lane} bij {venue}',
  'mail.ics.description': '{players, plural, one {# speler} other {# spelers}}, {duration}.',
  'mail.ics.phone': 'Telefoon {phone}.',
  // Settings' test e-mail, in the venue's language (docs/i18n.md, 'Who sees which language').
  'mail.testSubject': 'Test-e-mail van {venue}',
  'mail.testSent': 'Dit is een testbericht van het reserveringssysteem van {venue}, verzonden op {at}.',
  'mail.testDelivered': 'Als u dit kunt lezen, worden reserveringsbevestigingen afgeleverd.',
} satisfies Translation<typeof en>;
