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
  'leagueNight.tablet.versus': '{home} tegen {away}',
  'leagueNight.tablet.score': 'Stand: {home} {homeGames}, {away} {awayGames}',
  'leagueNight.tablet.games': 'Partijen',
  'leagueNight.tablet.bestOf': '{legs, plural, one {1 leg} other {best of # legs}}',
  'leagueNight.tablet.legs': 'Legs {home}–{away}',
  'leagueNight.tablet.firstThrow': '{team} gooit eerst',
  'leagueNight.tablet.hiddenPlayers':
    'De spelers verschijnen zodra beide captains hun opstelling hebben ingevoerd.',
  'leagueNight.tablet.lineupEntered': '{team}: opstelling ingevoerd',
  'leagueNight.tablet.lineupMissing': '{team}: opstelling nog niet ingevoerd',
  'leagueNight.tablet.enterLineup': 'Opstelling van {team}',
  'leagueNight.tablet.lineupTitle': 'Opstelling: {team}',
  'leagueNight.tablet.lineupHint':
    'Kies wie elke partij speelt. Wie niet in de selectie staat, speelt als invaller: kies Invaller en typ de naam.',
  'leagueNight.tablet.place': 'Partij {number}, speler {place}',
  'leagueNight.tablet.substitute': 'Invaller',
  'leagueNight.tablet.substituteName': 'Naam van de invaller, partij {number}, speler {place}',
  'leagueNight.tablet.save': 'Opstelling opslaan',
  'leagueNight.tablet.back': 'Terug',
  'leagueNight.tablet.start': 'Starten op baan {lane}',
  'leagueNight.tablet.waitLineups':
    'De partijen beginnen zodra beide captains hun opstelling hebben ingevoerd.',
  'leagueNight.tablet.signOffTitle': 'Uitslag aftekenen',
  'leagueNight.tablet.signOffHint':
    'Alle partijen hebben een uitslag. Elke captain tikt één keer om de eindstand te bevestigen.',
  'leagueNight.tablet.finalScore': 'Eindstand: {home} {homeGames}, {away} {awayGames}',
  'leagueNight.tablet.signOff': 'Aftekenen voor {team}',
  'leagueNight.tablet.signed': '{team}: afgetekend',
  'leagueNight.tablet.bothSigned': 'Afgetekend door beide captains. De uitslag staat in de stand.',
  'leagueNight.tablet.failed': 'Dat is niet gelukt. Probeer het opnieuw.',
  'leagueNight.tablet.gameOn': 'Competitiepartij',
} satisfies Translation<typeof en>;
