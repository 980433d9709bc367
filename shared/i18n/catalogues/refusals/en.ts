/**
 * Refusals a person reads from the server (docs/i18n.md, 'Refusals'). English is the product's exact wording: the
 * server sends it byte for byte as before; other languages by the request's Accept-Language.
 */
export default {
  'refusals.tooManyRequests': 'Too many requests. Please wait a minute and try again.',
  'refusals.tooManyBookings': 'Too many bookings from this address. Please call the venue.',
  'refusals.nameMissing': 'Please enter customer name',
  'refusals.phoneMissing': 'Please enter a phone number',
  'refusals.emailMissing': 'Please enter an email address',
  'refusals.emailInvalid': 'Please enter a valid email address',
  'refusals.players': 'Number of players must be between {min} and {max}',
  'refusals.duration': 'Duration must be {durations} or {last} minutes',
  'refusals.past': 'Cannot book a time in the past',
  'refusals.timeInvalid': 'Please select reservation date and time',
  'refusals.maintenance': 'Lane {lane} is under maintenance and cannot be booked',
  'refusals.closed':
    'The venue is closed on {weekday, select, monday {Monday} tuesday {Tuesday} wednesday {Wednesday} thursday {Thursday} friday {Friday} saturday {Saturday} sunday {Sunday} other {{weekday}}}',
  'refusals.noHours':
    'The venue has no opening hours on {weekday, select, monday {Monday} tuesday {Tuesday} wednesday {Wednesday} thursday {Thursday} friday {Friday} saturday {Saturday} sunday {Sunday} other {{weekday}}}',
  'refusals.outsideHours':
    'Bookings on {weekday, select, monday {Monday} tuesday {Tuesday} wednesday {Wednesday} thursday {Thursday} friday {Friday} saturday {Saturday} sunday {Sunday} other {{weekday}}} must start at {start} or later and finish by {end}',
  'refusals.overlap.reservation': 'Lane {lane} is already reserved at that time',
  'refusals.overlap.tournament': 'Lane {lane} is booked for a tournament at that time',
  'refusals.overlap.league': 'Lane {lane} is booked for a league night at that time',
  'refusals.overlap.session': 'Lane {lane} is in use at that time',
  'refusals.issue.missing': '{field} is missing.',
  'refusals.issue.notNumber': '{field} must be a number.',
  'refusals.issue.wrongType': '{field} is not in the right form.',
  'refusals.issue.tooSmall':
    '{kind, select, text {{field} must be at least {minimum, plural, one {# character} other {# characters}} long.} list {{field} needs at least {minimum, plural, one {# entry} other {# entries}}.} above {{field} must be more than {minimum}.} date {{field} must be on or after {minimum}.} other {{field} must be at least {minimum}.}}',
  'refusals.issue.tooBig':
    '{kind, select, text {{field} must be at most {maximum, plural, one {# character} other {# characters}} long.} list {{field} may have at most {maximum, plural, one {# entry} other {# entries}}.} below {{field} must be less than {maximum}.} date {{field} must be on or before {maximum}.} other {{field} must be at most {maximum}.}}',
  'refusals.issue.wrongOption': '{field} must be one of: {options}.',
  'refusals.issue.badFormat':
    '{format, select, date {{field} must be a date written YYYY-MM-DD.} datetime {{field} must be a date and time.} time {{field} must be a time written HH:MM.} email {{field} must be an e-mail address.} other {{field} is not in the right form.}}',
  'refusals.issue.multipleOf': '{field} must be a multiple of {divisor}.',
  'refusals.issue.unknownFields': '{field} has fields it does not take: {keys}.',
  'refusals.issue.invalid': '{field} is not valid.',
  'refusals.field.request': 'The request',
  'refusals.field.playerCount': 'Number of players',
  'refusals.field.customerName': 'Customer name',
  'refusals.field.reservedTime': 'Date and time',
  'refusals.field.duration': 'Duration',
  'refusals.field.laneId': 'Lane',
  'refusals.field.contactInfo': 'Phone',
  'refusals.field.emailAddress': 'E-mail address',
  'refusals.field.prepaidAmount': 'Prepaid amount',
  'refusals.field.username': 'Username',
  'refusals.field.password': 'Password',
  'refusals.field.language': 'Language',
  'refusals.field.businessName': 'Business Name',
  'refusals.field.town': 'Town',
  'refusals.field.contactPhone': 'Contact Phone',
  'refusals.field.currency': 'Currency',
  'refusals.field.timezone': 'Timezone',
  'refusals.field.defaultHourlyRate': 'Default Hourly Rate',
  'refusals.field.contactRetentionMonths': 'Data Retention',
  // Match night on the lane tablets (docs/league-nights.md#match-night).
  'refusals.leagueNight.notTonight': 'This fixture is not tonight’s: it is played on {date}.',
  'refusals.leagueNight.notOnLane': 'Lane {lane} is not one of this league night’s lanes.',
  'refusals.leagueNight.closed':
    'This fixture is already decided ({status, select, played {played} walkover {a walkover} other {{status}}}): its games are not played on the lanes.',
  'refusals.leagueNight.noGame': 'This fixture has no game {game}.',
  'refusals.leagueNight.gameCount': 'Give the order of play for all {count} games.',
  'refusals.leagueNight.gameSize':
    'Game {game} needs {count, plural, one {# player} other {# players}} a side.',
  'refusals.leagueNight.notOnRoster': 'That player is not on {team}’s roster: name a substitute instead.',
  'refusals.leagueNight.twiceInGame': '{name} is named twice in game {game}.',
  'refusals.leagueNight.tooManyGames':
    '{name} can play only one {kind, select, singles {singles} other {pairs}} game in a fixture.',
  'refusals.leagueNight.lineupSet': '{team}’s order of play is set: game {game} has started.',
  'refusals.leagueNight.lineupMissing':
    'Both captains must enter the order of play before game {game} starts.',
  'refusals.leagueNight.gameStarted': 'Game {game} has already been started.',
  'refusals.leagueNight.laneBusy': 'Lane {lane} is playing another league game: finish it first.',
  'refusals.leagueNight.laneSession':
    'Lane {lane} has a paying session running: end it before giving the lane a league game.',
  'refusals.leagueNight.laneMatch': 'Lane {lane} is holding a tournament match: finish it first.',
  // The captains' fixtures e-mail (docs/league-nights.md#the-captains-e-mail).
  'refusals.leagueMail.badEmail': 'The captain’s e-mail must be an address such as captain@example.com.',
  'refusals.leagueMail.noTeam': 'There is no such team.',
  'refusals.leagueMail.notInSeason': '{team} has no fixture in this season.',
};
