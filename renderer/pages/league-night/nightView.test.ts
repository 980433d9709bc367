import { describe, expect, it } from 'vitest';
import type { LaneLeagueNight, NightFixture, NightGame } from '../../../shared/api/leagueMatchNight';
import {
  draftLineup,
  fixtureScore,
  leagueGameOn,
  lineupBody,
  lineupOpen,
  showsMatchNight,
} from './nightView';

function game(n: number, over: Partial<NightGame> = {}): NightGame {
  return {
    gameNumber: n,
    kind: 'singles',
    title: `Game ${n}`,
    playersPerSide: 1,
    legsToWin: 2,
    firstThrow: n % 2 === 1 ? 'away' : 'home',
    homePlayers: [],
    awayPlayers: [],
    homeLegs: 0,
    awayLegs: 0,
    status: 'waiting',
    laneId: null,
    laneNumber: null,
    laneGameId: null,
    handicapStarts: null,
    ...over,
  };
}

function fixture(games: NightGame[], over: Partial<NightFixture['fixture']> = {}): NightFixture {
  return {
    leagueId: 'l',
    leagueName: 'Tuesday League',
    seasonId: 's',
    lineups: { home: false, away: false },
    rosters: {
      home: [
        { id: 'h1', name: 'Ann', captain: true },
        { id: 'h2', name: 'Bob', captain: false },
        { id: 'h3', name: 'Cat', captain: false },
      ],
      away: [],
    },
    games,
    fixture: {
      id: 'f',
      divisionId: 'd',
      week: 1,
      date: '2026-06-16',
      homeTeamId: 'ht',
      awayTeamId: 'at',
      home: 'The Arrows',
      away: 'The Bulls',
      status: 'scheduled',
      movedTo: null,
      walkoverWinner: null,
      homeGames: 0,
      awayGames: 0,
      homeSignedAt: null,
      awaySignedAt: null,
      games: [],
      ...over,
    },
  };
}

const night = (...fixtures: NightFixture[]): LaneLeagueNight => ({ date: '2026-06-16', fixtures });
const playing = game(1, { status: 'playing', laneGameId: 'g1', laneId: 1, laneNumber: 1 });
const finished = game(1, { status: 'finished', laneGameId: 'g1', homeLegs: 2, awayLegs: 1 });

describe('fixtureScore: the games score as games end', () => {
  it.each([
    ['nothing finished yet', fixture([game(1), game(2)]), { home: 0, away: 0 }],
    [
      'one game each way, one still on its lane',
      fixture([
        finished,
        game(2, { status: 'finished', homeLegs: 0, awayLegs: 2 }),
        game(3, { homeLegs: 1 }),
      ]),
      { home: 1, away: 1 },
    ],
    [
      'a played fixture shows its result',
      fixture([finished], { status: 'played', homeGames: 6, awayGames: 4 }),
      { home: 6, away: 4 },
    ],
    [
      'a walkover shows its result',
      fixture([game(1)], { status: 'walkover', homeGames: 0, awayGames: 10 }),
      { home: 0, away: 10 },
    ],
  ])('%s', (_name, f, expected) => {
    expect(fixtureScore(f)).toEqual(expected);
  });
});

describe('showsMatchNight: when the tablet shows the fixture card', () => {
  it.each([
    ['no league night on the lane', undefined, true, null, false, false],
    ['a night without fixtures here', night(), true, null, false, false],
    ['a fixture tonight and no game on the lane', night(fixture([game(1)])), true, null, false, true],
    ['a league game being played', night(fixture([playing])), false, 'g1', false, false],
    ['its winning dart thrown on this tablet', night(fixture([playing])), false, 'g1', true, true],
    ['a league game the server has finished', night(fixture([finished])), false, 'g1', false, true],
    ['a session game on the lane comes first', night(fixture([game(1)])), false, 'session', true, false],
  ])('%s', (_name, n, noGame, gameId, gameWon, expected) => {
    expect(showsMatchNight({ night: n, noGame, gameId, gameWon })).toBe(expected);
  });

  it('finds the league game being scored, with its fixture', () => {
    const f = fixture([game(2), playing]);
    expect(leagueGameOn(night(f), 'g1')).toEqual({ fixture: f, game: playing });
    expect(leagueGameOn(night(f), null)).toBeNull();
  });
});

describe('draftLineup: the captain’s first draft', () => {
  const format = [
    game(1),
    game(2),
    game(3, { kind: 'pairs', playersPerSide: 2 }),
    game(4, { kind: 'team', playersPerSide: 3 }),
  ];
  it('takes the roster in order: singles one each, pairs two each, the team game the first players', () => {
    expect(draftLineup(format, 'home', fixture(format).rosters.home)).toEqual([
      [{ playerId: 'h1' }],
      [{ playerId: 'h2' }],
      [{ playerId: 'h1' }, { playerId: 'h2' }],
      [{ playerId: 'h1' }, { playerId: 'h2' }, { playerId: 'h3' }],
    ]);
  });

  it('starts from the order already entered, a name not on the roster as a substitute', () => {
    const entered = format.map((g, i) =>
      i === 1
        ? { ...g, homePlayers: ['Sam Stand-in'] }
        : {
            ...g,
            homePlayers: g.kind === 'singles' ? ['Cat'] : ['Ann', 'Bob', 'Cat'].slice(0, g.playersPerSide),
          },
    );
    const draft = draftLineup(entered, 'home', fixture(format).rosters.home);
    expect(draft[0]).toEqual([{ playerId: 'h3' }]);
    expect(draft[1]).toEqual([{ substitute: 'Sam Stand-in' }]);
    expect(lineupBody('home', draft).games[1]).toEqual({ players: [{ substitute: 'Sam Stand-in' }] });
  });
});

describe('lineupOpen: the order of play can change until the first game starts', () => {
  it.each([
    ['nothing started', fixture([game(1), game(2)]), true],
    ['a game on a lane', fixture([playing, game(2)]), false],
    ['a walkover', fixture([game(1)], { status: 'walkover' }), false],
  ])('%s', (_name, f, expected) => {
    expect(lineupOpen(f)).toBe(expected);
  });
});
