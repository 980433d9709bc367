import type { Translation } from '../../catalogue';
import type en from './en';

export default {
  'leagueNight.tonight': 'Competitieavond',
  'leagueNight.noFixtures': 'Vanavond geen wedstrijden',
  'leagueNight.offline': 'Competitieoverzicht offline – opnieuw proberen',
  'leagueNight.table': 'Stand',
  'leagueNight.column.team': 'Team',
  'leagueNight.column.played': 'G',
  'leagueNight.column.won': 'W',
  'leagueNight.column.drawn': 'GL',
  'leagueNight.column.lost': 'V',
  'leagueNight.column.legs': 'Legs',
  'leagueNight.column.points': 'Ptn',
  'leagueNight.game': 'Partij {number} · {kind, select, singles {Enkel} pairs {Koppel} other {Teampartij}}',
  'leagueNight.gameStatus': '{status, select, playing {Baan {lane}} finished {Afgelopen} other {Wacht}}',
  'leagueNight.fixtureStatus':
    '{status, select, postponed {Uitgesteld} walkover {Reglementair} played {Uitslag} other {Live}}',
} satisfies Translation<typeof en>;
