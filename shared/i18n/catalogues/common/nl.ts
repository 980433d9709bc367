import type { Translation } from '../../catalogue';
import type en from './en';

export default {
  'common.calendar.previousMonth': 'Vorige maand',
  'common.calendar.nextMonth': 'Volgende maand',
  'common.calendar.hasReservations': '{day}, met reserveringen',
  'common.calendar.closed': '{day}, gesloten',
  'common.calendar.hasReservationsClosed': '{day}, met reserveringen, gesloten',
  'common.duration':
    '{minutes, select, 30 {30 minuten} 60 {1 uur} other {{hours, plural, one {# uur} other {# uur}}}}',
  'common.loading': 'Bezig met laden …',
  'common.language': 'Taal',
  // The screen shown when a screen crashes (renderer/components/kit/ErrorBoundary.tsx).
  'common.crash.title': 'Er ging iets mis',
  'common.crash.text':
    'Dit scherm liep tegen een probleem aan. Laad opnieuw om verder te gaan – niets wat u hebt opgeslagen gaat verloren.',
  'common.crash.reload': 'Opnieuw laden',
  'common.crash.reference': 'Referentie: {reference}',
  // A lane or a player the server named from a number (docs/i18n.md, 'Names made from a number').
  'common.numbered.lane': 'Baan {number}',
  'common.numbered.player': 'Speler {number}',
  'common.unnamedHolder.reservation': 'Een reservering',
  'common.unnamedHolder.tournament': 'Een toernooi',
  'common.unnamedHolder.league': 'Een competitieavond',
  'common.unnamedHolder.session': 'Een sessie op de baan',
  'common.pageNotFound': '404 Pagina niet gevonden',
} satisfies Translation<typeof en>;
