import type { Correction, GroupGameResult, GroupResult } from '../../shared/group/groupLeague';
import type { AppContext } from '../context';
import { findGroupFixture, setResultVersion } from '../db/groupLeague';
import {
  auditText,
  findFixture,
  gamesOfFixture,
  insertCorrection,
  setGameLegs,
  updateFixture,
} from '../db/leagueFixtures';
import { nightGamesOf, rosterOf, writeLineup, type PlacedPlayer } from '../db/leagueMatchNight';
import { conflict } from './domainError';
import { reportChange } from './groupReports';
import { fixtureFigures } from './leaguePlayerTables';

/**
 * A group league's results between the venue and head office (docs/venue-group.md, "The venue's half"). A
 * result carries a version: 1 when both captains have signed off, +1 for each correction at either end. Up,
 * through the group outbox in the same transaction as the change: `league_result` at sign-off,
 * `league_result_corrected` for a staff correction here (naming the version it corrected), each with the
 * fixture's darts figures per roster player (services/leaguePlayerTables.ts, the venue's own rule). Down: head
 * office's `result_corrected` replaces the venue's copy, and the audit keeps who, where and why.
 */

export const RESULT_MESSAGES = {
  gameCount: (n: number) => `Head office's result has a different number of games than this league's ${n}.`,
} as const;

/** A player of a result as head office names them: a roster id, or a substitute's name. */
const named = (p: PlacedPlayer): string => p.id ?? p.name;

/** The fixture's result as the group carries it, at `version`. */
export function groupResultOf(ctx: AppContext, fixtureId: string, version: number): GroupResult {
  const games: GroupGameResult[] = nightGamesOf(ctx.db, fixtureId).map((g) => ({
    gameNumber: g.gameNumber,
    homeLegs: g.homeLegs,
    awayLegs: g.awayLegs,
    homePlayers: g.homePlayers.map(named),
    awayPlayers: g.awayPlayers.map(named),
  }));
  return { fixtureId, version, games };
}

/**
 * After a captain's tap (inside its transaction): once both captains of a group fixture have signed off,
 * its result is version 1 and goes up as `league_result`, once (the outbox's dedupe key keeps a second).
 */
export function reportSignOff(ctx: AppContext, fixtureId: string): void {
  const group = findGroupFixture(ctx.db, fixtureId);
  const f = findFixture(ctx.db, fixtureId);
  if (!group || !f || group.version > 0 || !f.homeSignedAt || !f.awaySignedAt) return;
  setResultVersion(ctx.db, fixtureId, 1);
  const signedAt = f.homeSignedAt > f.awaySignedAt ? f.homeSignedAt : f.awaySignedAt;
  reportChange(
    ctx,
    {
      kind: 'league_result',
      leagueId: group.leagueId,
      result: groupResultOf(ctx, fixtureId, 1),
      signedAt,
      figures: fixtureFigures(ctx, fixtureId),
    },
    `league_result:${fixtureId}`,
  );
}

/**
 * After a staff correction of a result (inside its transaction). A group fixture whose result head office
 * already has is corrected there too: `league_result_corrected`, based on the version it replaced. Decision:
 * a group fixture whose result staff enter before both captains signed off (the paper sheet typed in) sends
 * it as the signed-off result, version 1 — head office has nothing to correct yet.
 */
export function reportVenueCorrection(
  ctx: AppContext,
  fixtureId: string,
  staff: string,
  reason: string,
): void {
  const group = findGroupFixture(ctx.db, fixtureId);
  if (!group) return;
  const at = ctx.now().toISOString();
  if (group.version === 0) {
    setResultVersion(ctx.db, fixtureId, 1);
    reportChange(
      ctx,
      {
        kind: 'league_result',
        leagueId: group.leagueId,
        result: groupResultOf(ctx, fixtureId, 1),
        signedAt: at,
        figures: fixtureFigures(ctx, fixtureId),
      },
      `league_result:${fixtureId}`,
    );
    return;
  }
  const version = group.version + 1;
  setResultVersion(ctx.db, fixtureId, version);
  const correction: Correction = { basedOn: group.version, by: staff, where: 'venue', reason, at };
  reportChange(ctx, {
    kind: 'league_result_corrected',
    leagueId: group.leagueId,
    result: groupResultOf(ctx, fixtureId, version),
    correction,
    figures: fixtureFigures(ctx, fixtureId),
  });
}

/**
 * Head office's version of a result this venue hosted (inside the feed's transaction): its games, players
 * and version replace the venue's copy, and the audit records it as made at head office, by whom and why.
 */
export function applyHeadOfficeResult(ctx: AppContext, result: GroupResult, correction: Correction): void {
  const fixtureId = result.fixtureId;
  const f = findFixture(ctx.db, fixtureId);
  const games = gamesOfFixture(ctx.db, fixtureId);
  if (!f) return;
  if (result.games.length !== games.length) throw conflict(RESULT_MESSAGES.gameCount(games.length));
  const before = auditText(ctx.db, fixtureId);
  const rosters = [...rosterOf(ctx.db, f.homeTeamId), ...rosterOf(ctx.db, f.awayTeamId)];
  const place = (p: string): PlacedPlayer => {
    const player = rosters.find((r) => r.id === p);
    return player ? { id: player.id, name: player.name } : { id: null, name: p };
  };
  const ordered = [...result.games].sort((a, b) => a.gameNumber - b.gameNumber);
  ordered.forEach((g, i) => setGameLegs(ctx.db, fixtureId, i + 1, g, correction.at));
  if (ordered.every((g) => g.homePlayers.length > 0 && g.awayPlayers.length > 0)) {
    writeLineup(
      ctx.db,
      fixtureId,
      'home',
      ordered.map((g) => g.homePlayers.map(place)),
    );
    writeLineup(
      ctx.db,
      fixtureId,
      'away',
      ordered.map((g) => g.awayPlayers.map(place)),
    );
  }
  updateFixture(ctx.db, fixtureId, {
    status: 'played',
    date: f.date,
    movedTo: f.movedTo,
    walkoverWinner: null,
  });
  setResultVersion(ctx.db, fixtureId, result.version);
  insertCorrection(ctx.db, {
    fixtureId,
    correctedBy: correction.by,
    correctedAt: correction.at,
    reason: correction.reason,
    before,
    after: auditText(ctx.db, fixtureId),
    correctedWhere: correction.where === 'head office' ? 'head office' : null,
  });
}
