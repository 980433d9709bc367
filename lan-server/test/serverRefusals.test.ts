import { describe, expect, it } from 'vitest';
import { sentenceWords } from '../../shared/api/sentenceWords';
import { gameOptionsError, newGame, tryApplyAction } from '../../shared/darts/game';
import { dartError } from '../../shared/darts/labels';
import { turnTotalAction } from '../../shared/darts/turnTotal';
import type { GameAction, GameState, NewGameOptions } from '../../shared/darts/types';
import { visitDartsError } from '../../shared/darts/visit';
import { ELIMINATION_MESSAGES } from '../../shared/tournament/eliminationFormat';
import { ENGINE_MESSAGES } from '../../shared/tournament/engine';
import { GROUP_KNOCKOUT_STAGE_MESSAGES } from '../../shared/tournament/groupKnockoutFormat';
import { SWISS_MESSAGES } from '../../shared/tournament/swissFormat';
import {
  GROUP_KNOCKOUT_MESSAGES,
  SCORE_MESSAGES,
  TOURNAMENT_FORM_MESSAGES,
  TOURNAMENT_TOASTS,
} from '../../shared/tournament/validation';
import { badRequest, conflict, DomainError } from '../../server-kit/domainError';
import { refusalText } from '../../server-kit/refusals';
import { MALFORMED_URL, requestError } from '../../server-kit/requestErrors';
import { translate } from '../../server-kit/translate';
import { CHANGE_MESSAGES } from '../services/groupLeagueChanges';
import { FEED_MESSAGES } from '../services/groupLeagueFeed';
import { GROUP_LEAGUE_READ_ONLY } from '../services/groupLeagueGuard';
import { RESULT_MESSAGES as GROUP_RESULT_MESSAGES } from '../services/groupLeagueResults';
import { ADMIN_ONLY } from '../http/route';
import { FIXTURE_MESSAGES } from '../services/leagueFixtures';
import { LEAGUE_MESSAGES } from '../services/leagues';
import { SEASON_END_MESSAGES } from '../services/leagueSeasonEnd';
import { SEASON_MESSAGES } from '../services/leagueSeasons';
import { PAIRING_CODE_REFUSED } from '../services/pairing';
import { ADMIN_SETTINGS } from '../services/settings';
import { CROSS_ORIGIN } from '../../server-kit/origins';
import { GAME_REFUSALS, NO_ACTIVE_GAME, type LaneGameWrite } from '../services/laneGameCurrent';
import { LANE_MESSAGES } from '../services/lanes';
import { DIALOG_NO_PLAYERS } from '../../shared/lanes/startSession';
import { ENGINE_WRITE_MESSAGES } from '../services/tournamentEngine';
import { MATCH_MESSAGES } from '../services/tournamentMatchStart';
import { TOURNAMENT_MESSAGES } from '../services/tournaments';
import { GAME_NOT_FOUND, TOURNAMENT_NOT_FOUND } from '../services/tournamentsCommon';
import { RESULT_MESSAGES } from '../services/tournamentsResults';
import { STAGE_MESSAGES } from '../services/tournamentsStages';

/**
 * Every refusal the tournament services, the darts engine and the lane game throw in English is worded in
 * German and Dutch through the one refusal path (docs/i18n.md, 'Refusals'): the sentence, as the rule writes
 * it, is found in the refusals catalogue with its values, the catalogue's English reads exactly as the
 * sentence (so English answers are unchanged), and the other languages have their own sentence.
 */

const TOURNAMENT_SENTENCES: readonly string[] = [
  TOURNAMENT_NOT_FOUND,
  GAME_NOT_FOUND,
  'scheduledDate must be an ISO date and time',
  ...Object.values(TOURNAMENT_FORM_MESSAGES),
  ...Object.values(GROUP_KNOCKOUT_MESSAGES).map((m) => (typeof m === 'string' ? m : m('Ann'))),
  ...Object.values(SCORE_MESSAGES),
  TOURNAMENT_TOASTS.nothingToSchedule,
  ENGINE_MESSAGES.noStages,
  ...Object.values(GROUP_KNOCKOUT_STAGE_MESSAGES),
  ELIMINATION_MESSAGES.tooManyForBracket,
  SWISS_MESSAGES.tooManyRounds(6, 5),
  ENGINE_WRITE_MESSAGES.nextStarted,
  TOURNAMENT_MESSAGES.activeLocked,
  TOURNAMENT_MESSAGES.drawnLocked,
  TOURNAMENT_MESSAGES.completedLocked,
  TOURNAMENT_MESSAGES.alreadyStarted,
  TOURNAMENT_MESSAGES.laneMissing(9),
  TOURNAMENT_MESSAGES.laneUnusable(3),
  MATCH_MESSAGES.over,
  MATCH_MESSAGES.modeFixed,
  MATCH_MESSAGES.notOnLane('QF1'),
  MATCH_MESSAGES.sessionRunning(2),
  MATCH_MESSAGES.matchOnLane(2, 'Match 5'),
  'Only tournament matches can be taken off a lane',
  ...Object.values(RESULT_MESSAGES),
  STAGE_MESSAGES.finished,
  STAGE_MESSAGES.notSchedulable('SF2'),
  STAGE_MESSAGES.laneUnavailable(4),
  STAGE_MESSAGES.laneMissing(12),
  STAGE_MESSAGES.oneMatchPerLane,
];

const OPTIONS: NewGameOptions = { mode: '501', players: ['Ann', 'Bob'], sets: 1, legs: 1 };
const fresh = newGame(OPTIONS);

/** The sentence the engine refuses an action with, as it writes it. */
function refusedWith(state: GameState, action: GameAction): string {
  const result = tryApplyAction(state, action);
  if (result.ok) throw new Error(`expected ${action.type} to be refused`);
  return result.message;
}

function optionsRefusal(change: Partial<NewGameOptions>): string {
  const error = gameOptionsError({ ...OPTIONS, ...change });
  if (error === null) throw new Error('expected the options to be refused');
  return error;
}

function stateAfter(actions: GameAction[], state: GameState = fresh): GameState {
  return actions.reduce((s, action) => {
    const result = tryApplyAction(s, action);
    if (!result.ok) throw new Error(result.message);
    return result.state;
  }, state);
}

const treble20: GameAction = { type: 'dart', section: 20, multiplier: 3 };
const threeDarts = stateAfter([treble20, treble20, treble20]);
const wonLeg = stateAfter(
  [{ type: 'dart', section: 20, multiplier: 2 }],
  newGame({ ...OPTIONS, starts: [40, 40] }),
);
const twoSets = newGame({ ...OPTIONS, sets: 2, starts: [40, 40] });
const setWon = stateAfter([{ type: 'dart', section: 20, multiplier: 2 }], twoSets);
const highScore = newGame({ ...OPTIONS, mode: 'High Score' });
const cricket = newGame({ ...OPTIONS, mode: 'Cricket' });
const one = (value: string | null): string => {
  if (value === null) throw new Error('expected a refusal');
  return value;
};
const totalRefusal = turnTotalAction(fresh, 60, 1);

const DARTS_SENTENCES: readonly string[] = [
  optionsRefusal({ players: [] }),
  optionsRefusal({ players: ['Ann', ' '] }),
  optionsRefusal({ sets: 11 }),
  optionsRefusal({ legs: 0 }),
  optionsRefusal({ opener: 5 }),
  optionsRefusal({ mode: 'Cricket', starts: [100, 100] }),
  optionsRefusal({ starts: [100] }),
  optionsRefusal({ starts: [1, 100] }),
  refusedWith(threeDarts, treble20),
  refusedWith(fresh, { type: 'undo' }),
  refusedWith(fresh, { type: 'clear' }),
  refusedWith(fresh, { type: 'finishTurn' }),
  refusedWith(fresh, { type: 'nextLeg' }),
  refusedWith(fresh, { type: 'nextSet' }),
  refusedWith(wonLeg, treble20),
  refusedWith(setWon, treble20),
  refusedWith(setWon, { type: 'nextLeg' }),
  refusedWith(fresh, { type: 'visit', score: 179, darts: 3 }),
  refusedWith(cricket, { type: 'visit', score: 60, darts: 3 }),
  refusedWith(stateAfter([treble20]), { type: 'visit', score: 60, darts: 3 }),
  refusedWith(fresh, { type: 'visit', score: 60, darts: 2 }),
  refusedWith(newGame({ ...OPTIONS, starts: [41, 41] }), { type: 'visit', score: 41, darts: 1 }),
  refusedWith(newGame({ ...OPTIONS, starts: [100, 100] }), { type: 'visit', score: 100, darts: 1 }),
  refusedWith(newGame({ ...OPTIONS, starts: [170, 170] }), { type: 'visit', score: 170, darts: 2 }),
  refusedWith(highScore, { type: 'visit', score: 60, darts: 2 }),
  'type' in totalRefusal ? '' : totalRefusal.message,
  one(dartError(2.5, 1)),
  one(dartError(20, 4)),
  one(dartError(0, 2)),
  one(dartError(25, 3)),
  one(dartError(21, 1)),
  one(visitDartsError(4)),
  NO_ACTIVE_GAME,
  'Lane not found',
  'The game has moved on since this screen last saw it: showing the latest score',
  "A league game plays the league's format",
  ...(['score', 'mode', 'leaderboard', 'matchStart'] as LaneGameWrite[]).flatMap((write) => [
    GAME_REFUSALS.over(write),
    GAME_REFUSALS.other(write, 3),
  ]),
];

const OTHER_SENTENCES: readonly string[] = [
  'Cannot start 1.5 hour game - reservation for Ada in 20 minutes',
  'Cannot start 80 minute game - reservation for Ada in 20 minutes',
  ...(['occupied', 'reserved', 'test', 'maintenance', 'tournament'] as const).map((status) =>
    LANE_MESSAGES.notAvailable(3, status),
  ),
  LANE_MESSAGES.noSessionToEnd(3),
  LANE_MESSAGES.reservationNotOnLane(3),
  LANE_MESSAGES.noReservationToday(3),
  LANE_MESSAGES.sessionRunning(3),
  DIALOG_NO_PLAYERS,
  MALFORMED_URL,
  ...[{ type: 'entity.parse.failed' }, { type: 'entity.too.large' }, { type: 'x', status: 415 }].map(
    (err) => requestError(err)?.message ?? '',
  ),
];

/** The venue's half of a league across the group: its guard on head office's leagues, and the feed's refusals. */
const GROUP_LEAGUE_SENTENCES: readonly string[] = [
  GROUP_LEAGUE_READ_ONLY,
  FEED_MESSAGES.notInGroup,
  CHANGE_MESSAGES.hostedElsewhere('The Arrows', 'The Bulls'),
  CHANGE_MESSAGES.unknownLeague,
  CHANGE_MESSAGES.idTaken,
  CHANGE_MESSAGES.unknownTeam,
  CHANGE_MESSAGES.unknownFixture,
  GROUP_RESULT_MESSAGES.gameCount(8),
];

/** The staff app's and the tablet's own refusals the services and the LAN door write as plain sentences. */
const STAFF_SENTENCES: readonly string[] = [
  'A restore is already under way',
  'venueId: a venue in a group needs its venue id',
  'password: a venue joining a group needs its password',
  'Device not found',
  'Only an active reservation can be edited',
  'Only an active reservation can be cancelled',
  'This tablet is paired to another lane',
  'This device is not paired',
  'Not signed in',
];

/**
 * The venue's own league, the admin-only guards, pairing, reservations, the group's booking door, signing in
 * and the doors' request checks: every sentence as its rule writes it, with sample values.
 */
const VENUE_SENTENCES: readonly string[] = [
  LEAGUE_MESSAGES.noLeague,
  LEAGUE_MESSAGES.noDivision,
  LEAGUE_MESSAGES.noSeason,
  LEAGUE_MESSAGES.teamTaken('The Arrows'),
  LEAGUE_MESSAGES.playerTwice('Ann Lee'),
  LEAGUE_MESSAGES.playerElsewhere('Ann Lee', 'The Bulls'),
  LEAGUE_MESSAGES.captainMissing('Ann Lee'),
  SEASON_MESSAGES.noDivisions,
  SEASON_MESSAGES.closed('2026-12-01'),
  SEASON_MESSAGES.noHours('2026-12-01'),
  SEASON_MESSAGES.outsideHours('2026-12-01', '19:00', '23:00', '12:00', '22:00'),
  FIXTURE_MESSAGES.noFixture,
  FIXTURE_MESSAGES.notADate('2026-13-01'),
  FIXTURE_MESSAGES.postponeToPast,
  FIXTURE_MESSAGES.gameCount(8),
  FIXTURE_MESSAGES.gameScore(3, 1, 1),
  FIXTURE_MESSAGES.gameScore(3, 5, 3),
  FIXTURE_MESSAGES.notFinished(5, 8),
  FIXTURE_MESSAGES.notTonight('2026-12-01'),
  FIXTURE_MESSAGES.notOnLane(4),
  FIXTURE_MESSAGES.postponed,
  SEASON_END_MESSAGES.unplayed(1),
  SEASON_END_MESSAGES.unplayed(3),
  SEASON_END_MESSAGES.notLatest,
  SEASON_END_MESSAGES.alreadyEnded,
  SEASON_END_MESSAGES.nameTaken('The Arrows', 'Premier'),
  SEASON_END_MESSAGES.playerTaken('Ann Lee', 'The Arrows', 'Premier'),
  ADMIN_ONLY,
  ...Object.values(ADMIN_SETTINGS),
  PAIRING_CODE_REFUSED,
  'Reservation not found',
  'This booking request arrived too late. Please try again.',
  'This booking request cannot be taken. Please try again.',
  'Please sign in to continue',
  'You do not have access to this',
  CROSS_ORIGIN.message,
  'Request body must be JSON (Content-Type: application/json)',
];

/**
 * The last refusals a person could read only in English: a backup restore's every refusal, the leaderboard
 * choices' checks, a missing front-desk user, a lost or unreadable stored game, head office's unknown page and
 * the group door's unknown question, as their rules write them.
 */
const LAST_SENTENCES: readonly string[] = [
  'Not found',
  'No such question',
  'No such page: GET /nope',
  'The game disappeared while it was being saved',
  'The stored game could not be read',
  'There is no front-desk user named sam.',
  "A session's players choose about the leaderboard when the session is started",
  'player: this game has 2 players',
  'hideFromLeaderboard: this match has 4 players',
  'There is no backup named doubletop-2026-01-01T00-00-00-000Z.sqlite',
  '/data/backup.sqlite is not a file.',
  'The backup file /data/backup.sqlite cannot be read.',
  'This file is not a SQLite database, so it is not a Doubletop backup.',
  'The backup is truncated: it should be 8192 bytes but is only 100. Nothing was changed.',
  'The backup is damaged (SQLite integrity check: row 3 missing from index).',
  'This SQLite file is not a Doubletop database.',
  'This backup was made by a newer Doubletop (database version 30; this program knows 25). Update Doubletop first.',
  'The backup is damaged or unreadable (file is not a database).',
  'The backup could not be copied (ENOSPC: no space left on device). Nothing was changed.',
];

const reader = (language: string) => ({ headers: { 'accept-language': language } });

describe.each([
  ['the tournament services', TOURNAMENT_SENTENCES],
  ['the darts engine and the lane game', DARTS_SENTENCES],
  ['the start rules and unreadable requests', OTHER_SENTENCES],
  ['the group league at the venue', GROUP_LEAGUE_SENTENCES],
  ['the staff app and the tablets', STAFF_SENTENCES],
  ["the venue's league, guards and doors", VENUE_SENTENCES],
  ['the last English-only refusals', LAST_SENTENCES],
])('every refusal of %s has its words in English, German and Dutch', (_what, sentences) => {
  it.each(sentences.map((s) => [s]))('%s', (sentence) => {
    const words = sentenceWords(sentence);
    expect(words, 'the catalogue states the rule').toBeDefined();
    if (!words) return;
    expect(translate('en', words.key, words.params)).toBe(sentence);
    const refused = badRequest(sentence);
    expect(refusalText(refused, reader('en-GB'))).toBe(sentence);
    for (const language of ['de', 'nl']) {
      const worded = refusalText(refused, reader(language));
      expect(worded).not.toBe(sentence);
      expect(worded).not.toMatch(/[{}]/);
    }
  });
});

describe('a refusal is worded with its own values', () => {
  // prettier-ignore
  it.each([
    [MATCH_MESSAGES.matchOnLane(2, 'QF1'), 'Auf Bahn 2 läuft ein Turnierspiel (QF1): beenden Sie es oder nehmen Sie es zuerst von der Bahn', 'Op baan 2 loopt een toernooiwedstrijd (QF1): speel die eerst uit of haal hem van de baan'],
    [GROUP_KNOCKOUT_MESSAGES.duplicatePlayer('Ann Lee'), 'Die Namen müssen verschieden sein: Ann Lee steht zweimal da', 'Namen moeten verschillen: Ann Lee staat er twee keer'],
    [SWISS_MESSAGES.tooManyRounds(6, 5), 'Ein Schweizer System mit 6 Spielern hat höchstens 5 Runden, sonst träfe jemand einen Gegner zweimal', 'Een Zwitsers systeem met 6 spelers heeft hoogstens 5 ronden, anders treft iemand een tegenstander twee keer'],
    ['60 cannot be scored with three darts', '60 ist mit drei Darts nicht zu werfen', '60 kan niet met drie pijlen worden gegooid'],
    ['41 cannot be scored with 1 dart', '41 ist mit 1 Dart nicht zu werfen', '41 kan niet met 1 pijl worden gegooid'],
    ['171 cannot be scored with 2 darts', '171 ist mit 2 Darts nicht zu werfen', '171 kan niet met 2 pijlen worden gegooid'],
    ["It is player 1's turn", 'Spieler 1 ist an der Reihe', 'Speler 1 is aan de beurt'],
    [GROUP_LEAGUE_READ_ONLY, 'Diese Liga führt die Zentrale für die Gruppe: ihre Teams und Begegnungen werden dort geändert.', 'Deze competitie wordt door het hoofdkantoor voor de groep geleid: de teams en wedstrijden worden daar gewijzigd.'],
    [CHANGE_MESSAGES.hostedElsewhere('The Arrows', 'The Bulls'), 'Die Begegnung The Arrows gegen The Bulls wird in einem anderen Lokal gespielt; dieses Lokal spielt nur die Begegnungen, die es ausrichtet.', 'De wedstrijd The Arrows tegen The Bulls wordt op een andere locatie gespeeld; deze locatie speelt alleen de wedstrijden die ze zelf ontvangt.'],
    [GROUP_RESULT_MESSAGES.gameCount(8), 'Das Ergebnis der Zentrale hat eine andere Zahl von Partien als die 8 dieser Liga.', 'De uitslag van het hoofdkantoor heeft een ander aantal partijen dan de 8 van deze competitie.'],
    [LANE_MESSAGES.notAvailable(7, 'occupied'), 'Bahn 7 ist nicht frei (Belegt)', 'Baan 7 is niet vrij (Bezet)'],
    [LANE_MESSAGES.noReservationToday(2), 'Bahn 2 hat heute keine Reservierung, die beginnen könnte', 'Baan 2 heeft vandaag geen reservering om te starten'],
    [GAME_REFUSALS.other('score', 4), 'Ein Dart für ein anderes Spiel wurde nicht gezählt: dieses Spiel läuft nicht auf Bahn 4.', 'Een pijl voor een ander spel is niet geteld: dat spel wordt niet op baan 4 gespeeld.'],
    [LEAGUE_MESSAGES.playerElsewhere('Ann Lee', 'The Bulls'), 'Ann Lee spielt in dieser Staffel schon für The Bulls.', 'Ann Lee speelt in deze klasse al voor The Bulls.'],
    [FIXTURE_MESSAGES.notFinished(5, 8), 'Die Begegnung ist noch nicht fertig: 5 von 8 Partien haben ein Ergebnis.', 'De wedstrijd is nog niet klaar: 5 van de 8 partijen hebben een uitslag.'],
    [SEASON_END_MESSAGES.playerTaken('Ann Lee', 'The Arrows', 'Premier'), 'The Arrows kann nicht in Premier wechseln: Ann Lee spielt dort schon für ein anderes Team.', 'The Arrows kan niet naar Premier: Ann Lee speelt daar al voor een ander team.'],
  ])('%s', (sentence, de, nl) => {
    const refused = conflict(sentence);
    expect(refusalText(refused, reader('de-DE'))).toBe(de);
    expect(refusalText(refused, reader('nl'))).toBe(nl);
    expect(refusalText(refused, reader('en'))).toBe(sentence);
  });

  it('words a refusal made without words by its English sentence', () => {
    const refused = new DomainError(401, 'INVALID_CREDENTIALS', 'Invalid username or password');
    expect(refusalText(refused, reader('de'))).toBe('Benutzername oder Passwort ist falsch');
    expect(refusalText(refused, reader('en'))).toBe('Invalid username or password');
  });

  it('never reads a sentence back to an entry its rule gives by key', () => {
    expect(sentenceWords('Premier: Something only English knows')).toBeUndefined();
    expect(sentenceWords('A booking')).toBeUndefined();
  });

  it('leaves a sentence the catalogue does not state in English for everyone', () => {
    expect(refusalText(conflict('Something only English knows'), reader('de'))).toBe(
      'Something only English knows',
    );
  });
});
