import type { LeaguePlayer } from '../../../shared/api/leagues';
import type {
  LaneLeagueNight,
  LineupBody,
  NightFixture,
  NightGame,
} from '../../../shared/api/leagueMatchNight';

/**
 * What the lane tablet makes of tonight's league night (docs/league-nights.md#match-night-on-the-lane-tablet):
 * when it shows the fixture card instead of the scoring screen, the fixture's score as games end, and a
 * captain's order of play as the form holds it.
 */

export type Side = 'home' | 'away';

/** The fixture's games score: the games finished so far tonight, or its result once it has one. */
export function fixtureScore(night: NightFixture): { home: number; away: number } {
  const { fixture } = night;
  if (fixture.status === 'played' || fixture.status === 'walkover')
    return { home: fixture.homeGames, away: fixture.awayGames };
  const finished = night.games.filter((g) => g.status === 'finished');
  return {
    home: finished.filter((g) => g.homeLegs > g.awayLegs).length,
    away: finished.filter((g) => g.awayLegs > g.homeLegs).length,
  };
}

/**
 * Whether the lane's tablet shows match night rather than the scoring screen: when the lane has a fixture
 * tonight and no game to score, or its game is a league game that has ended (its winning dart was thrown
 * here, or the server says it is finished). A session's game or a tournament match on the lane comes first.
 */
export function showsMatchNight(input: {
  night: LaneLeagueNight | undefined;
  noGame: boolean;
  gameId: string | null;
  gameWon: boolean;
}): boolean {
  const { night, noGame, gameId, gameWon } = input;
  if (!night || night.fixtures.length === 0) return false;
  if (noGame) return true;
  const game = night.fixtures.flatMap((f) => f.games).find((g) => g.laneGameId === gameId);
  if (!game) return false;
  return game.status === 'finished' || gameWon;
}

/** The league game the lane is scoring now, with its fixture, for the scoring screen's heading. */
export function leagueGameOn(
  night: LaneLeagueNight | undefined,
  gameId: string | null,
): { fixture: NightFixture; game: NightGame } | null {
  for (const fixture of night?.fixtures ?? []) {
    const game = fixture.games.find((g) => gameId !== null && g.laneGameId === gameId);
    if (game) return { fixture, game };
  }
  return null;
}

/** A place in the captain's form: a roster player, or a substitute typed by name. */
export type Place = { playerId: string } | { substitute: string };

/**
 * The form's first draft for one side: the order already entered (names matched back to the roster, any
 * other name a substitute), else the roster in order — the singles games take the players one each, the
 * pairs games two each, a team game the first players — which is a valid sheet a captain then changes.
 */
export function draftLineup(
  games: readonly NightGame[],
  side: Side,
  roster: readonly LeaguePlayer[],
): Place[][] {
  const entered = games.every((g) => (side === 'home' ? g.homePlayers : g.awayPlayers).length > 0);
  if (entered) {
    return games.map((g) =>
      (side === 'home' ? g.homePlayers : g.awayPlayers).map((name): Place => {
        const player = roster.find((p) => p.name === name);
        return player ? { playerId: player.id } : { substitute: name };
      }),
    );
  }
  const next = { singles: 0, pairs: 0 };
  const at = (i: number): Place => ({ playerId: roster[i % Math.max(roster.length, 1)]?.id ?? '' });
  return games.map((g) => {
    if (g.kind === 'team') return Array.from({ length: g.playersPerSide }, (_, i) => at(i));
    const start = next[g.kind];
    next[g.kind] += g.playersPerSide;
    return Array.from({ length: g.playersPerSide }, (_, i) => at(start + i));
  });
}

/** The PUT …/lineup body for the form's places: substitutes' names as typed (the server tidies them). */
export function lineupBody(side: Side, places: readonly Place[][]): LineupBody {
  return { side, games: places.map((players) => ({ players: players.map((p) => ({ ...p })) })) };
}

/** Whether every game may start: both captains have entered the order of play. */
export function lineupsIn(night: NightFixture): boolean {
  return night.lineups.home && night.lineups.away;
}

/** Whether the captains can still enter the order of play: no game started and no result yet. */
export function lineupOpen(night: NightFixture): boolean {
  const { status } = night.fixture;
  return (
    (status === 'scheduled' || status === 'postponed') && night.games.every((g) => g.status === 'waiting')
  );
}
