import type { Translation } from '../../catalogue';
import type en from './en';

export default {
  'groupLeague.title': '{league}: standen, wedstrijden en uitslagen',
  'groupLeague.week': 'Speelronde {week}',
  'groupLeague.playedAt': 'in {venue}',
  'groupLeague.venueOf': '{team} ({venue})',
  'groupLeague.correctedBy':
    'Gecorrigeerd door {by} {where, select, venue {bij de locatie} other {op het hoofdkantoor}}: {reason}',
  'groupLeague.players': 'Spelers',
  'groupLeague.playersOf': 'Spelers: {division}',
  'groupLeague.col.player': 'Speler',
  'groupLeague.col.team': 'Team',
  'groupLeague.col.played': 'Partijen gespeeld',
  'groupLeague.col.won': 'Partijen gewonnen',
  'groupLeague.noPlayers': 'Nog geen partijen gespeeld.',
  'groupLeague.venueColumn': 'Thuislocatie',
  'groupLeague.notFound': 'Deze competitie bestaat niet in deze groep.',
} satisfies Translation<typeof en>;
