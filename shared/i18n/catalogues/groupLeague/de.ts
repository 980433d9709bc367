import type { Translation } from '../../catalogue';
import type en from './en';

export default {
  'groupLeague.title': '{league}: Tabellen, Spiele und Ergebnisse',
  'groupLeague.week': 'Spieltag {week}',
  'groupLeague.playedAt': 'in {venue}',
  'groupLeague.venueOf': '{team} ({venue})',
  'groupLeague.correctedBy':
    'Korrigiert von {by} {where, select, venue {im Lokal} other {in der Zentrale}}: {reason}',
  'groupLeague.players': 'Spieler',
  'groupLeague.playersOf': 'Spieler: {division}',
  'groupLeague.col.player': 'Spieler',
  'groupLeague.col.team': 'Team',
  'groupLeague.col.played': 'Partien gespielt',
  'groupLeague.col.won': 'Partien gewonnen',
  'groupLeague.noPlayers': 'Noch keine Partien gespielt.',
  'groupLeague.venueColumn': 'Heimlokal',
  'groupLeague.notFound': 'Diese Liga gibt es in dieser Gruppe nicht.',
} satisfies Translation<typeof en>;
