/**
 * League night's words (docs/i18n.md): the TV's league view (`/tv/league/{id}`). English is the source.
 */
export default {
  'leagueNight.tonight': 'League night',
  'leagueNight.noFixtures': 'No fixtures tonight',
  'leagueNight.offline': 'League view offline - retrying',
  'leagueNight.table': 'Table',
  'leagueNight.column.team': 'Team',
  'leagueNight.column.played': 'P',
  'leagueNight.column.won': 'W',
  'leagueNight.column.drawn': 'D',
  'leagueNight.column.lost': 'L',
  'leagueNight.column.legs': 'Legs',
  'leagueNight.column.points': 'Pts',
  'leagueNight.game': 'Game {number} · {kind, select, singles {Singles} pairs {Pairs} other {Team game}}',
  'leagueNight.gameStatus': '{status, select, playing {Lane {lane}} finished {Finished} other {Waiting}}',
  'leagueNight.fixtureStatus':
    '{status, select, postponed {Postponed} walkover {Walkover} played {Result} other {Live}}',
};
