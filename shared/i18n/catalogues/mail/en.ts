/**
 * The customer's confirmation e-mail and its calendar file (lan-server/mail/compose.ts), in the language
 * the customer booked in. English is the wording the venue's customers have always had.
 */
export default {
  'mail.subject': 'Your lane booking at {venue}',
  'mail.theVenue': 'the venue',
  'mail.hello': 'Hello {name},',
  'mail.booked': 'Your dart lane at {venue} is booked.',
  'mail.venue': 'Venue',
  'mail.phone': 'Phone',
  'mail.date': 'Date',
  'mail.time': 'Time',
  'mail.lane': 'Lane',
  'mail.duration': 'Duration',
  'mail.players': 'Players',
  'mail.price': 'Price',
  'mail.payAtVenue': '{price} (pay at the venue)',
  'mail.callUs': 'call us on {phone}',
  'mail.contactVenue': 'contact the venue',
  'mail.cancelOnline': "Can't make it? Cancel online until {cancelBy}: {url}",
  'mail.afterThat': 'After that, please {callUs}.',
  'mail.cancelLink': "Can't make it? {link} until {cancelBy}. After that, please {callUs}.",
  'mail.cancelLinkText': 'Cancel your booking',
  'mail.pleaseCall': "Can't make it? Please {callUs}.",
  'mail.calendarNote': 'The attached calendar file adds the booking to your calendar.',
  'mail.seeYou': 'See you soon — {venue}',
  'mail.ics.summary': 'Darts: {lane} at {venue}',
  'mail.ics.description': '{players} players, {duration}.',
  'mail.ics.phone': 'Phone {phone}.',
  // Settings' test e-mail, in the venue's language (docs/i18n.md, 'Who sees which language').
  'mail.testSubject': 'Test e-mail from {venue}',
  'mail.testSent': "This is a test message from {venue}'s booking system, sent {at}.",
  'mail.testDelivered': 'If you can read this, booking confirmations will be delivered.',
};
