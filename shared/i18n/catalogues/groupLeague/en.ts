/** The group's public league page on the hub (renderer/pages/group-league): English, the source. */
export default {
  'groupLeague.title': '{league}: tables, fixtures and results',
  'groupLeague.week': 'Week {week}',
  'groupLeague.playedAt': 'at {venue}',
  'groupLeague.venueOf': '{team} ({venue})',
  'groupLeague.correctedBy':
    'Corrected by {by} at {where, select, venue {the venue} other {head office}}: {reason}',
  'groupLeague.players': 'Players',
  'groupLeague.playersOf': 'Players of {division}',
  'groupLeague.col.player': 'Player',
  'groupLeague.col.team': 'Team',
  'groupLeague.col.played': 'Games played',
  'groupLeague.col.won': 'Games won',
  'groupLeague.noPlayers': 'No games played yet.',
  'groupLeague.venueColumn': 'Home venue',
  'groupLeague.notFound': 'There is no such league in this group.',
} as const;
