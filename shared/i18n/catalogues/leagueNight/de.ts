import type { Translation } from '../../catalogue';
import type en from './en';

export default {
  'leagueNight.tonight': 'Ligaabend',
  'leagueNight.noFixtures': 'Heute keine Begegnungen',
  'leagueNight.offline': 'Ligaansicht offline – neuer Versuch läuft',
  'leagueNight.table': 'Tabelle',
  'leagueNight.column.team': 'Team',
  'leagueNight.column.played': 'Sp',
  'leagueNight.column.won': 'S',
  'leagueNight.column.drawn': 'U',
  'leagueNight.column.lost': 'N',
  'leagueNight.column.legs': 'Legs',
  'leagueNight.column.points': 'Pkt',
  'leagueNight.game': 'Spiel {number} · {kind, select, singles {Einzel} pairs {Doppel} other {Teamspiel}}',
  'leagueNight.gameStatus': '{status, select, playing {Bahn {lane}} finished {Beendet} other {Wartet}}',
  'leagueNight.fixtureStatus':
    '{status, select, postponed {Verlegt} walkover {Kampflos} played {Ergebnis} other {Live}}',
  'leagueNight.tablet.versus': '{home} gegen {away}',
  'leagueNight.tablet.score': 'Stand: {home} {homeGames}, {away} {awayGames}',
  'leagueNight.tablet.games': 'Spiele',
  'leagueNight.tablet.bestOf': '{legs, plural, one {1 Leg} other {Best of # Legs}}',
  'leagueNight.tablet.legs': 'Legs {home}–{away}',
  'leagueNight.tablet.firstThrow': '{team} wirft zuerst',
  'leagueNight.tablet.hiddenPlayers':
    'Die Spieler erscheinen, sobald beide Kapitäne ihre Aufstellung eingegeben haben.',
  'leagueNight.tablet.lineupEntered': '{team}: Aufstellung eingegeben',
  'leagueNight.tablet.lineupMissing': '{team}: Aufstellung fehlt noch',
  'leagueNight.tablet.enterLineup': 'Aufstellung für {team}',
  'leagueNight.tablet.lineupTitle': 'Aufstellung: {team}',
  'leagueNight.tablet.lineupHint':
    'Wähle, wer welches Spiel spielt. Wer nicht im Kader steht, spielt als Ersatzspieler: Ersatzspieler wählen und den Namen eintippen.',
  'leagueNight.tablet.place': 'Spiel {number}, Spieler {place}',
  'leagueNight.tablet.substitute': 'Ersatzspieler',
  'leagueNight.tablet.substituteName': 'Name des Ersatzspielers, Spiel {number}, Spieler {place}',
  'leagueNight.tablet.save': 'Aufstellung speichern',
  'leagueNight.tablet.back': 'Zurück',
  'leagueNight.tablet.start': 'Auf Bahn {lane} starten',
  'leagueNight.tablet.waitLineups':
    'Die Spiele beginnen, sobald beide Kapitäne ihre Aufstellung eingegeben haben.',
  'leagueNight.tablet.signOffTitle': 'Ergebnis bestätigen',
  'leagueNight.tablet.signOffHint':
    'Alle Spiele haben ein Ergebnis. Jeder Kapitän tippt einmal, um das Endergebnis zu bestätigen.',
  'leagueNight.tablet.finalScore': 'Endstand: {home} {homeGames}, {away} {awayGames}',
  'leagueNight.tablet.signOff': 'Bestätigen für {team}',
  'leagueNight.tablet.signed': '{team}: bestätigt',
  'leagueNight.tablet.bothSigned': 'Von beiden Kapitänen bestätigt. Das Ergebnis steht in der Tabelle.',
  'leagueNight.tablet.failed': 'Das hat nicht geklappt. Bitte noch einmal versuchen.',
  'leagueNight.tablet.gameOn': 'Ligaspiel',
} satisfies Translation<typeof en>;
