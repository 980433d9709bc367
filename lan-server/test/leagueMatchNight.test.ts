import { afterEach, describe, expect, it } from 'vitest';
import type { LaneGameResponse } from '../../shared/api/laneGame';
import type { LaneLeagueNight, NightFixture } from '../../shared/api/leagueMatchNight';
import type { LeagueFixture, Season } from '../../shared/api/leagues';
import type { LeagueBoard } from '../../shared/api/leagueBoard';
import { openSocket, startTestServer, type TestServer } from './harness';
import { eightTeamLeague, json, TUESDAY_SEASON } from './leagueSetup';
import { enterLineup, mustOk, playLaneGame, startGame, usualLineup } from './leagueNightPlay';

// The season's first night is Tuesday 2026-06-16, 19:00–22:00 in London (18:00–21:00 UTC), lanes 1–4.
let t: TestServer;
afterEach(async () => t?.close());

const message = async (res: Response) => (await json<{ message: string }>(res)).message;

async function firstNight(season: Partial<typeof TUESDAY_SEASON> & { handicap?: boolean } = {}) {
  t = await startTestServer();
  let cookie = await t.signIn();
  const { leagueId } = await eightTeamLeague(t, cookie);
  const created = await t.lan(`/api/leagues/${leagueId}/seasons`, {
    method: 'POST',
    cookie,
    json: { ...TUESDAY_SEASON, ...season },
  });
  expect(created.status).toBe(201);
  const saved = await json<Season>(created);
  t.clock.set('2026-06-16T18:05:00.000Z');
  cookie = await t.signIn();
  const night = await mustOk<LaneLeagueNight>(await t.lan('/api/lanes/1/league-night', { cookie }));
  return { cookie, leagueId, season: saved, night };
}

describe('match night on the lanes', () => {
  it('lists tonight’s fixtures on a season lane, and none on a lane the season does not use', async () => {
    const { cookie, night } = await firstNight();
    expect(night.date).toBe('2026-06-16');
    expect(night.fixtures).toHaveLength(4);
    expect(night.fixtures[0].games.map((g) => g.firstThrow)).toEqual([
      'away',
      'home',
      'away',
      'home',
      'away',
      'home',
      'away',
      'home',
      'away',
      'home',
    ]);
    expect(night.fixtures[0].games[9].title).toBe('Game 10 · Team game · 1 leg · 801 Double Out');
    const lane5 = await mustOk<LaneLeagueNight>(await t.lan('/api/lanes/5/league-night', { cookie }));
    expect(lane5.fixtures).toEqual([]);
  });

  it('refuses a bad order of play with a sentence, saving nothing', async () => {
    const { cookie, night } = await firstNight();
    const [tonight] = night.fixtures;
    const id = tonight.fixture.id;
    const home = usualLineup('home', tonight.rosters.home);

    const stranger = {
      ...home,
      games: [{ players: [{ playerId: tonight.rosters.away[0].id }] }, ...home.games.slice(1)],
    };
    const notOnRoster = await enterLineup(t, cookie, 1, id, stranger);
    expect(notOnRoster.status).toBe(400);
    expect(await message(notOnRoster)).toBe(
      `That player is not on ${tonight.fixture.home}’s roster: name a substitute instead.`,
    );
    const twice = await enterLineup(t, cookie, 1, id, {
      ...home,
      games: [
        ...home.games.slice(0, 6),
        { players: [home.games[0].players[0], home.games[0].players[0]] },
        ...home.games.slice(7),
      ],
    });
    expect(await message(twice)).toMatch(/is named twice in game 7\.$/);
    const twoSingles = await enterLineup(t, cookie, 1, id, {
      ...home,
      games: [home.games[0], home.games[0], ...home.games.slice(2)],
    });
    expect(await message(twoSingles)).toMatch(/can play only one singles game in a fixture\.$/);
    const short = await enterLineup(t, cookie, 1, id, { ...home, games: home.games.slice(0, 9) });
    expect(await message(short)).toBe('Give the order of play for all 10 games.');
    const after = await mustOk<LaneLeagueNight>(await t.lan('/api/lanes/1/league-night', { cookie }));
    expect(after.fixtures[0].lineups).toEqual({ home: false, away: false });

    // A substitute by name is taken; German words for a refusal come from the catalogue.
    const withSub = {
      ...home,
      games: [
        ...home.games.slice(0, 5),
        { players: [{ substitute: 'Sam  Stand-in' }] },
        ...home.games.slice(6),
      ],
    };
    const saved = await mustOk<NightFixture>(await enterLineup(t, cookie, 1, id, withSub));
    expect(saved.games[5].homePlayers).toEqual(['Sam Stand-in']);
    const german = await t.lan(`/api/lanes/1/league-fixtures/${id}/lineup`, {
      method: 'PUT',
      cookie,
      json: { ...home, games: home.games.slice(0, 2) },
      headers: { 'accept-language': 'de' },
    });
    expect(await message(german)).toBe('Bitte die Aufstellung für alle 10 Spiele angeben.');
  });

  it('refuses a lineup for a fixture of another night, a lane not the league’s, and a game started twice or early', async () => {
    const { cookie, season, night } = await firstNight();
    const [tonight] = night.fixtures;
    const id = tonight.fixture.id;
    const { fixtures } = await json<{ fixtures: LeagueFixture[] }>(
      await t.lan(`/api/league-seasons/${season.id}/fixtures`, { cookie }),
    );
    const nextWeek = fixtures.find((f) => f.week === 2) as LeagueFixture;
    const other = await enterLineup(t, cookie, 1, nextWeek.id, usualLineup('home', tonight.rosters.home));
    expect(other.status).toBe(409);
    expect(await message(other)).toBe(`This fixture is not tonight’s: it is played on ${nextWeek.date}.`);
    const lane5 = await enterLineup(t, cookie, 5, id, usualLineup('home', tonight.rosters.home));
    expect(await message(lane5)).toBe('Lane 5 is not one of this league night’s lanes.');

    const early = await startGame(t, cookie, 1, id, 1);
    expect(early.status).toBe(409);
    expect(await message(early)).toBe('Both captains must enter the order of play before game 1 starts.');
    for (const side of ['home', 'away'] as const)
      await mustOk(await enterLineup(t, cookie, 1, id, usualLineup(side, tonight.rosters[side])));
    await mustOk(await startGame(t, cookie, 1, id, 1));
    const again = await startGame(t, cookie, 2, id, 1);
    expect(await message(again)).toBe('Game 1 has already been started.');
    const busy = await startGame(t, cookie, 1, id, 2);
    expect(await message(busy)).toBe('Lane 1 is playing another league game: finish it first.');
    const locked = await enterLineup(t, cookie, 1, id, usualLineup('home', tonight.rosters.home));
    expect(await message(locked)).toBe(`${tonight.fixture.home}’s order of play is set: game 1 has started.`);
    // Several games of a fixture at once, on the season's lanes.
    await mustOk(await startGame(t, cookie, 2, id, 2));
    const sign = await t.lan(`/api/lanes/1/league-fixtures/${id}/sign-off`, {
      method: 'POST',
      cookie,
      json: { side: 'home' },
    });
    expect(await message(sign)).toBe('The fixture is not finished yet: 0 of 10 games have a result.');
    // The lane's tablet now scores the league game; its mode is the league's.
    const game = await mustOk<LaneGameResponse>(await t.lan('/api/lanes/1/game', { cookie }));
    expect(game.state.players.map((p) => p.name)).toEqual([
      tonight.rosters.home[0].name,
      tonight.rosters.away[0].name,
    ]);
    expect(game.state.currentPlayer).toBe(1);
    const mode = await t.lan('/api/lanes/1/update-game-mode', {
      method: 'POST',
      cookie,
      json: { gameId: game.gameId, gameMode: 'Cricket' },
    });
    expect(await message(mode)).toBe("A league game plays the league's format");
  });

  it('legs fall into the fixture and reach the TV over the socket; the handicap start is on the game', async () => {
    const { cookie, leagueId, night } = await firstNight({ handicap: true });
    const [tonight] = night.fixtures;
    const id = tonight.fixture.id;
    for (const side of ['home', 'away'] as const)
      await mustOk(await enterLineup(t, cookie, 1, id, usualLineup(side, tonight.rosters[side])));
    const tv = await openSocket(t.server.lanUrl);
    await mustOk(await startGame(t, cookie, 1, id, 1));
    const firstLeg = tv.waitFor<{ board: LeagueBoard }>(
      (m) => m.type === 'league_updated' && JSON.stringify(m).includes('"homeLegs":1'),
    );
    const played = await playLaneGame(t, cookie, 1, [0, 0]);
    expect(played.legs).toEqual([2, 0]);
    const heard = await firstLeg;
    expect(heard.board.leagueId).toBe(leagueId);
    const board = await mustOk<LeagueBoard>(await t.lan(`/api/tv/leagues/${leagueId}`));
    expect(board.fixtures.find((f) => f.id === id)).toMatchObject({ homeGames: 1, awayGames: 0 });
    expect(board.fixtures.find((f) => f.id === id)?.games[0]).toMatchObject({
      homeLegs: 2,
      awayLegs: 0,
      status: 'finished',
    });
    tv.close();

    // Game 7, the first pairs: each side's average is its players' season averages so far — home's first
    // player 167 from game 1 (1002 in 18 darts), away's 60 — so the away pair starts 200 lower (the cap: 40%).
    await mustOk(await startGame(t, cookie, 1, id, 7));
    const pairs = await mustOk<LaneGameResponse>(await t.lan('/api/lanes/1/game', { cookie }));
    expect(pairs.state.starts).toEqual([501, 301]);
    const view = await mustOk<LaneLeagueNight>(await t.lan('/api/lanes/1/league-night', { cookie }));
    expect(view.fixtures[0].games[6].handicapStarts).toEqual({ home: 501, away: 301 });
  });
});
