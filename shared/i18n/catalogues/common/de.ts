import type { Translation } from '../../catalogue';
import type en from './en';

export default {
  'common.calendar.previousMonth': 'Vorheriger Monat',
  'common.calendar.nextMonth': 'Nächster Monat',
  'common.calendar.hasReservations': '{day}, mit Reservierungen',
  'common.calendar.closed': '{day}, geschlossen',
  'common.calendar.hasReservationsClosed': '{day}, mit Reservierungen, geschlossen',
  'common.duration':
    '{minutes, select, 30 {30 Minuten} 60 {1 Stunde} other {{hours, plural, one {# Stunde} other {# Stunden}}}}',
  'common.loading': 'Wird geladen …',
  'common.language': 'Sprache',
  // The screen shown when a screen crashes (renderer/components/kit/ErrorBoundary.tsx).
  'common.crash.title': 'Etwas ist schiefgelaufen',
  'common.crash.text':
    'Auf diesem Bildschirm ist ein Problem aufgetreten. Laden Sie ihn neu, um weiterzumachen – nichts Gespeichertes geht verloren.',
  'common.crash.reload': 'Neu laden',
  'common.crash.reference': 'Referenz: {reference}',
  // A lane or a player the server named from a number (docs/i18n.md, 'Names made from a number').
  'common.numbered.lane': 'Bahn {number}',
  'common.numbered.player': 'Spieler {number}',
  'common.unnamedHolder.reservation': 'Eine Reservierung',
  'common.unnamedHolder.tournament': 'Ein Turnier',
  'common.unnamedHolder.league': 'Ein Ligaabend',
  'common.unnamedHolder.session': 'Eine Sitzung auf der Bahn',
  'common.pageNotFound': '404 Seite nicht gefunden',
} satisfies Translation<typeof en>;
