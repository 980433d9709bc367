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
} satisfies Translation<typeof en>;
