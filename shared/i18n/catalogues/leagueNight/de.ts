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
} satisfies Translation<typeof en>;
