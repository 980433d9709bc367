import { leagueEndpoints as leagues } from '../../../shared/api/leagues';
import { createDivision, createLeague, createTeam, leagueDetail, leagueList } from '../../services/leagues';
import { createSeason, previewSeason } from '../../services/leagueSeasons';
import { publicLeague, seasonFixtures, seasonTables } from '../../services/leagueTables';
import { leaguePublicEndpoints } from '../../../shared/api/leaguePublic';
import { leagueNightEndpoints as nights } from '../../../shared/api/leagueNights';
import {
  correctResult,
  fixtureCorrections,
  postponeFixture,
  recordWalkover,
  signOffFixture,
} from '../../services/leagueFixtures';
import { leagueSeasonEndEndpoints as seasonEnds } from '../../../shared/api/leagueSeasonEnd';
import { confirmSeasonEnd, seasonEnd } from '../../services/leagueSeasonEnd';
import { exportSeason } from '../../services/leagueExport';
import { fileAnswer, implement } from '../implement';
import { leagueMatchNightEndpoints as night } from '../../../shared/api/leagueMatchNight';
import { leagueBoardEndpoints } from '../../../shared/api/leagueBoard';
import { enterLineup, laneLeagueNight, startLeagueGame } from '../../services/leagueMatchNight';
import { seasonPlayerTables } from '../../services/leaguePlayerTables';
import { leagueBoard } from '../../services/leagueBoard';
import { laneIdFrom } from '../../services/lanes';
import { leagueMailEndpoints as mail } from '../../../shared/api/leagueMail';
import { sendCaptainsMail, updateCaptainEmail } from '../../services/leagueMail';
import { leagueNightsFor } from '../../services/leagueCalendar';
import { type Route } from '../route';

/** Leagues, divisions, teams and seasons (docs/league-nights.md): staff on the LAN door. */
export function leagueRoutes(): Route[] {
  return [
    implement(leagues.list, ({ ctx }) => leagueList(ctx)),
    implement(leagues.create, ({ ctx, body }) => createLeague(ctx, body)),
    implement(leagues.one, ({ ctx, params }) => leagueDetail(ctx, params.id)),
    implement(leagues.createDivision, ({ ctx, params, body }) => createDivision(ctx, params.id, body)),
    implement(leagues.createTeam, ({ ctx, params, body }) => createTeam(ctx, params.id, body)),
    implement(leagues.previewSeason, ({ ctx, params, body }) => previewSeason(ctx, params.id, body)),
    implement(leagues.createSeason, ({ ctx, params, body, user }) =>
      createSeason(ctx, params.id, body, user?.username ?? null),
    ),
    implement(leagues.fixtures, ({ ctx, params }) => seasonFixtures(ctx, params.id)),
    implement(leagues.tables, ({ ctx, params }) => seasonTables(ctx, params.id)),
    implement(leagues.nights, ({ ctx, query }) => leagueNightsFor(ctx, query)),
    implement(leaguePublicEndpoints.publicLeague, ({ ctx, params }) => publicLeague(ctx, params.id)),
    implement(nights.walkover, ({ ctx, params, body, user }) =>
      recordWalkover(ctx, params.id, body, user?.username ?? 'staff'),
    ),
    implement(nights.postpone, ({ ctx, params, body, user }) =>
      postponeFixture(ctx, params.id, body, user?.username ?? 'staff'),
    ),
    implement(nights.correct, ({ ctx, params, body, user }) =>
      correctResult(ctx, params.id, body, user?.username ?? 'staff'),
    ),
    implement(nights.corrections, ({ ctx, params }) => fixtureCorrections(ctx, params.id)),
    implement(nights.signOff, ({ ctx, params, body }) =>
      signOffFixture(ctx, laneIdFrom(params.id), params.fixtureId, body),
    ),
    implement(seasonEnds.seasonEnd, ({ ctx, params, query }) => seasonEnd(ctx, params.id, query.count)),
    implement(seasonEnds.confirmSeasonEnd, ({ ctx, params, body }) =>
      confirmSeasonEnd(ctx, params.id, body.count),
    ),
    implement(seasonEnds.exportSeason, ({ ctx, params }) => {
      const { fileName, csv } = exportSeason(ctx, params.id);
      return fileAnswer('text/csv; charset=utf-8', fileName, csv);
    }),
    implement(night.laneLeagueNight, ({ ctx, params }) => laneLeagueNight(ctx, laneIdFrom(params.id))),
    implement(night.lineup, ({ ctx, params, body }) =>
      enterLineup(ctx, laneIdFrom(params.id), params.fixtureId, body),
    ),
    implement(night.startGame, ({ ctx, params }) =>
      startLeagueGame(ctx, laneIdFrom(params.id), params.fixtureId, params.gameNumber),
    ),
    implement(night.playerTables, ({ ctx, params }) => seasonPlayerTables(ctx, params.id)),
    implement(leagueBoardEndpoints.board, ({ ctx, params }) => leagueBoard(ctx, params.id)),
    implement(mail.setCaptainEmail, ({ ctx, params, body }) => updateCaptainEmail(ctx, params.id, body)),
    implement(mail.captainsMail, ({ ctx, params, body }) => sendCaptainsMail(ctx, params.id, body)),
  ];
}
