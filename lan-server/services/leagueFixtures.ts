import type {
  FixtureCorrection,
  PostponeBody,
  ResultBody,
  SignOffBody,
  WalkoverBody,
} from '../../shared/api/leagueNights';
import type { LeagueFixture } from '../../shared/api/leagues';
import { isVenueDate, venueDateOf } from '../../shared/time/venueTime';
import { gamesOf, legsToWinGame, type Side } from '../../shared/league/matchFormat';
import type { AppContext } from '../context';
import { publishLeagueBoard } from './leagueBoard';
import {
  auditText,
  correctionsOf,
  findFixture,
  gamesOfFixture,
  insertCorrection,
  setGameLegs,
  signOff,
  updateFixture,
  type FixtureRecord,
} from '../db/leagueFixtures';
import { insertNight } from '../db/leagueSeasons';
import { readSettings } from '../db/settings';
import { badRequest, conflict, notFound } from './domainError';
import { requireLeague } from './leagues';
import { clashesWith, leagueNightOn, refuseClashes } from './leagueSeasons';
import { fixtureView, requireSeason } from './leagueTables';
import { findLaneRow } from '../db/lanes';
import { publishLane } from './publishLane';
import { resendAfterMove } from './leagueMail';
import { refuseGroupLeagueEdit } from './groupLeagueGuard';
import { reportSignOff, reportVenueCorrection } from './groupLeagueResults';

/**
 * What happens to a fixture after the draw (docs/league-nights.md#fixtures-after-the-draw): a walkover, a
 * postponement to another night, a staff correction of its result — each audited with who, when, why and
 * the result before and after — and the captains' sign-off on a lane tablet of the night.
 */

export const FIXTURE_MESSAGES = {
  noFixture: 'There is no such fixture.',
  notADate: (date: string) => `${date} is not a date.`,
  postponeToPast: 'A fixture can only be moved to a night still to come.',
  gameCount: (n: number) => `This league’s fixtures have ${n} games; give a score for each.`,
  gameScore: (n: number, bestOf: number, toWin: number) =>
    `Game ${n} is best of ${bestOf}: one side must win ${toWin} ${toWin === 1 ? 'leg' : 'legs'} and the other fewer.`,
  notFinished: (done: number, all: number) =>
    `The fixture is not finished yet: ${done} of ${all} games have a result.`,
  notTonight: (date: string) => `This fixture is not tonight’s: it is played on ${date}.`,
  notOnLane: (lane: number) => `Lane ${lane} is not one of this league night’s lanes.`,
  postponed: 'This fixture has been postponed; it is signed off on its new night.',
} as const;

function requireFixture(ctx: AppContext, id: string): FixtureRecord {
  const fixture = findFixture(ctx.db, id);
  if (!fixture) throw notFound(FIXTURE_MESSAGES.noFixture);
  return fixture;
}

function view(ctx: AppContext, fixtureId: string): LeagueFixture {
  const f = requireFixture(ctx, fixtureId);
  const league = requireLeague(ctx, requireSeason(ctx, f.seasonId).leagueId);
  return fixtureView(f, gamesOfFixture(ctx.db, fixtureId), league.format);
}

function audited(
  ctx: AppContext,
  fixtureId: string,
  staff: string,
  reason: string,
  change: () => void,
): void {
  const before = auditText(ctx.db, fixtureId);
  change();
  insertCorrection(ctx.db, {
    fixtureId,
    correctedBy: staff,
    correctedAt: ctx.now().toISOString(),
    reason,
    before,
    after: auditText(ctx.db, fixtureId),
    correctedWhere: null,
  });
}

/** A side did not turn up: the other is given every game (docs/league.md#points). */
export function recordWalkover(
  ctx: AppContext,
  id: string,
  body: WalkoverBody,
  staff: string,
): LeagueFixture {
  return ctx.db
    .transaction(() => {
      const f = requireFixture(ctx, id);
      refuseGroupLeagueEdit(ctx, { fixture: id });
      audited(ctx, id, staff, body.reason, () =>
        updateFixture(ctx.db, id, {
          status: 'walkover',
          date: f.date,
          movedTo: f.movedTo,
          walkoverWinner: body.winner,
        }),
      );
      return view(ctx, id);
    })
    .immediate();
}

/**
 * Moves a fixture to another night at the season's start time on its lanes. The new night is checked as the
 * season's own were (opening hours, clashes with a staff override), and takes the lanes from then on. Once
 * the season's fixtures have been e-mailed, the two teams' captains are sent theirs again.
 */
export function postponeFixture(
  ctx: AppContext,
  id: string,
  body: PostponeBody,
  staff: string,
): LeagueFixture {
  const { fixture, lanes } = ctx.db
    .transaction(() => {
      const f = requireFixture(ctx, id);
      refuseGroupLeagueEdit(ctx, { fixture: id });
      if (!isVenueDate(body.date)) throw badRequest(FIXTURE_MESSAGES.notADate(body.date));
      const settings = readSettings(ctx.db);
      if (body.date <= venueDateOf(ctx.now(), settings.timezone))
        throw badRequest(FIXTURE_MESSAGES.postponeToPast);
      const season = requireSeason(ctx, f.seasonId);
      const night = leagueNightOn(settings, body.date, season.startTime, season.durationMinutes);
      const alreadyANight = season.nights.some((n) => n.date === body.date);
      if (!alreadyANight) {
        const numbers = new Map(season.lanes.map((l) => [l, findLaneRow(ctx.db, l)?.number ?? l]));
        refuseClashes(ctx, clashesWith(ctx, [night], numbers), body.overrideReason ?? '');
        insertNight(ctx.db, season.id, night);
      }
      audited(ctx, id, staff, body.reason, () =>
        updateFixture(ctx.db, id, {
          status: 'postponed',
          date: body.date,
          movedTo: body.date,
          walkoverWinner: null,
        }),
      );
      resendAfterMove(ctx, season.id, [f.homeTeamId, f.awayTeamId]);
      return { fixture: view(ctx, id), lanes: season.lanes };
    })
    .immediate();
  for (const laneId of lanes) publishLane(ctx, laneId);
  return fixture;
}

/** Staff enter or correct every game's legs; the fixture counts as played from then on. */
export function correctResult(ctx: AppContext, id: string, body: ResultBody, staff: string): LeagueFixture {
  return ctx.db
    .transaction(() => {
      const f = requireFixture(ctx, id);
      const league = requireLeague(ctx, requireSeason(ctx, f.seasonId).leagueId);
      const games = gamesOf(league.format);
      if (body.games.length !== games.length) throw badRequest(FIXTURE_MESSAGES.gameCount(games.length));
      games.forEach((g, i) => {
        const { homeLegs, awayLegs } = body.games[i];
        const toWin = legsToWinGame(g);
        if (Math.max(homeLegs, awayLegs) !== toWin || Math.min(homeLegs, awayLegs) >= toWin)
          throw badRequest(FIXTURE_MESSAGES.gameScore(i + 1, g.bestOf, toWin));
      });
      const at = ctx.now().toISOString();
      audited(ctx, id, staff, body.reason, () => {
        body.games.forEach((score, i) => setGameLegs(ctx.db, id, i + 1, score, at));
        updateFixture(ctx.db, id, {
          status: 'played',
          date: f.date,
          movedTo: f.movedTo,
          walkoverWinner: null,
        });
      });
      reportVenueCorrection(ctx, id, staff, body.reason);
      return view(ctx, id);
    })
    .immediate();
}

export function fixtureCorrections(ctx: AppContext, id: string): FixtureCorrection[] {
  requireFixture(ctx, id);
  return correctionsOf(ctx.db, id).map(({ fixtureId: _fixture, correctedWhere, ...c }) => ({
    ...c,
    where: correctedWhere ?? 'venue',
  }));
}

/**
 * A captain's tap on a lane tablet of the night. Refused for a fixture of another night, on a lane the
 * season does not use, and before every game has its result. The league's night is announced again after
 * it (`league_updated`), so the other captain's tablet shows the tap without asking.
 */
export function signOffFixture(
  ctx: AppContext,
  laneId: number,
  fixtureId: string,
  body: SignOffBody,
): LeagueFixture {
  const out = ctx.db
    .transaction(() => {
      const f = requireFixture(ctx, fixtureId);
      const season = requireSeason(ctx, f.seasonId);
      const lane = findLaneRow(ctx.db, laneId);
      if (!lane || !season.lanes.includes(laneId))
        throw badRequest(FIXTURE_MESSAGES.notOnLane(lane?.number ?? laneId));
      const today = venueDateOf(ctx.now(), readSettings(ctx.db).timezone);
      if (f.date !== today) throw conflict(FIXTURE_MESSAGES.notTonight(f.date));
      const games = gamesOfFixture(ctx.db, fixtureId);
      const done = games.filter((g) => g.finishedAt !== null).length;
      if (f.status !== 'played' || done < games.length)
        throw conflict(FIXTURE_MESSAGES.notFinished(done, games.length));
      signOff(ctx.db, fixtureId, body.side satisfies Side, ctx.now().toISOString());
      reportSignOff(ctx, fixtureId);
      return { fixture: view(ctx, fixtureId), leagueId: season.leagueId };
    })
    .immediate();
  publishLeagueBoard(ctx, out.leagueId);
  return out.fixture;
}
