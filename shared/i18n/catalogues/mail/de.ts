import type { Translation } from '../../catalogue';
import type en from './en';

export default {
  'mail.subject': 'Ihre Bahnbuchung bei {venue}',
  'mail.theVenue': 'dem Lokal',
  'mail.hello': 'Hallo {name},',
  'mail.booked': 'Ihre Dartbahn bei {venue} ist gebucht.',
  'mail.venue': 'Lokal',
  'mail.phone': 'Telefon',
  'mail.date': 'Datum',
  'mail.time': 'Uhrzeit',
  'mail.lane': 'Bahn',
  'mail.duration': 'Dauer',
  'mail.players': 'Spieler',
  'mail.price': 'Preis',
  'mail.payAtVenue': '{price} (Bezahlung vor Ort)',
  'mail.callUs': 'rufen Sie uns unter {phone} an',
  'mail.contactVenue': 'wenden Sie sich an das Lokal',
  'mail.cancelOnline': 'Sie können doch nicht? Online stornieren bis {cancelBy}: {url}',
  'mail.afterThat': 'Danach {callUs}.',
  'mail.cancelLink': 'Sie können doch nicht? {link} bis {cancelBy}. Danach {callUs}.',
  'mail.cancelLinkText': 'Buchung stornieren',
  'mail.pleaseCall': 'Sie können doch nicht? Bitte {callUs}.',
  'mail.calendarNote': 'Mit der angehängten Kalenderdatei tragen Sie die Buchung in Ihren Kalender ein.',
  'mail.seeYou': 'Bis bald — {venue}',
  'mail.ics.summary': 'Darts: {lane} bei {venue}',
  'mail.ics.description': '{players, plural, one {# Spieler} other {# Spieler}}, {duration}.',
  'mail.ics.phone': 'Telefon {phone}.',
  // Settings' test e-mail, in the venue's language (docs/i18n.md, 'Who sees which language').
  'mail.testSubject': 'Test-E-Mail von {venue}',
  'mail.testSent': 'Dies ist eine Testnachricht vom Buchungssystem von {venue}, gesendet am {at}.',
  'mail.testDelivered': 'Wenn Sie dies lesen können, werden Buchungsbestätigungen zugestellt.',
} satisfies Translation<typeof en>;
