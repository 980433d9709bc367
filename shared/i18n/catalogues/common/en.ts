/**
 * Words every app shows: the month calendar, durations, loading lines. English is the source (docs/i18n.md);
 * the texts here are the product's exact English (docs/behaviour.md).
 */
export default {
  'common.calendar.previousMonth': 'Previous month',
  'common.calendar.nextMonth': 'Next month',
  'common.calendar.hasReservations': '{day}, has reservations',
  'common.calendar.closed': '{day}, closed',
  'common.calendar.hasReservationsClosed': '{day}, has reservations, closed',
  'common.duration':
    '{minutes, select, 30 {30 minutes} 60 {1 hour} other {{hours, plural, one {# hour} other {# hours}}}}',
  'common.loading': 'Loading...',
  'common.language': 'Language',
  // The screen shown when a screen crashes (renderer/components/kit/ErrorBoundary.tsx).
  'common.crash.title': 'Something went wrong',
  'common.crash.text': 'This screen hit a problem. Reload to carry on — nothing you saved is lost.',
  'common.crash.reload': 'Reload',
  'common.crash.reference': 'Reference: {reference}',
  // A lane or a player the server named from a number (docs/i18n.md, 'Names made from a number').
  'common.numbered.lane': 'Lane {number}',
  'common.numbered.player': 'Player {number}',
  // Who holds a lane when it has no name of its own, by what holds it (shared/booking/unnamedHolders.ts).
  'common.unnamedHolder.reservation': 'A booking',
  'common.unnamedHolder.tournament': 'A tournament',
  'common.unnamedHolder.league': 'A league night',
  'common.unnamedHolder.session': 'A lane session',
  // A page or file the venue's doors do not have (renderer/pages/not-found, lan-server/http/staticFiles.ts).
  'common.pageNotFound': '404 Page Not Found',
};
