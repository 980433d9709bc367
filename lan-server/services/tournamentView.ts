import type { Game } from '../../shared/api/games';
import type {
  GroupsResponse,
  KnockoutResponse,
  Tournament,
  TournamentState,
} from '../../shared/api/tournaments';
import { formatOf } from '../../shared/tournament/formats';
import { gameLabel } from '../../shared/tournament/gameLabels';
import { isKnockoutStage } from '../../shared/tournament/knockout';
import type { AppContext } from '../context';
import { listTournamentGames } from '../db/tournaments';
import { publishLane } from './publishLane';
import { rememberedRead } from './readCache';
import { formatGames } from './tournamentEngine';
import { requireTournament } from './tournamentsCommon';

/**
 * A tournament as every screen reads it (GET /api/tournaments/{id}/state, and the socket's tournament
 * messages): the tournament, its games and what its format makes of them. The groups and knockout reads
 * (`tournamentReads` in shared/api/tournaments.ts) are parts of the same state.
 */
export function tournamentStateOf(ctx: AppContext, t: Tournament): TournamentState {
  const games = listTournamentGames(ctx.db, t.id);
  const format = formatOf(t.type);
  const readable = formatGames(games);
  const state = format.state(t, readable);
  return {
    tournament: t,
    games,
    labels: Object.fromEntries(games.map((g) => [g.id, gameLabel(g)])),
    progress: state.progress,
    champion: t.bracket?.champion ?? state.champion,
    complete: state.complete,
    currentRound: state.currentRound,
    placings: state.placings,
    badges: state.badges,
    advance: state.advance,
    scheduleLanes: format.scheduleLanes(t)?.slice() ?? null,
    panels: format.view(t, state, readable),
  };
}

/** GET /api/tournaments/{id}/state; answers stay remembered until the next write (TVs poll it). */
export function readTournamentState(ctx: AppContext, id: string): TournamentState {
  return rememberedRead(ctx, `tournament-state|${id}`, () =>
    tournamentStateOf(ctx, requireTournament(ctx, id)),
  );
}

const gamesById = (state: TournamentState) => new Map(state.games.map((g) => [g.id, g]));

/** GET /api/tournaments/{id}/groups: each group panel's table and games, by group id. */
export function groupsOf(ctx: AppContext, id: string): GroupsResponse {
  const state = readTournamentState(ctx, id);
  const games = gamesById(state);
  const out: GroupsResponse = {};
  for (const panel of state.panels)
    if (panel.kind === 'groups')
      for (const g of panel.groups)
        out[g.id] = {
          standings: g.standings,
          games: g.matches.flatMap((m) => (m.gameId === null ? [] : (games.get(m.gameId) ?? []))),
        };
  return out;
}

/** GET /api/tournaments/{id}/knockout: the knockout's games by stage, each in match order. */
export function knockoutOf(ctx: AppContext, id: string): KnockoutResponse {
  const state = readTournamentState(ctx, id);
  const games = gamesById(state);
  const out: KnockoutResponse = { quarter: [], semi: [], final: [] };
  for (const panel of state.panels)
    if (panel.kind === 'bracket')
      for (const column of panel.columns)
        for (const m of column.matches) {
          const game = m.gameId === null ? undefined : games.get(m.gameId);
          if (game && isKnockoutStage(game.stage)) out[game.stage].push(game);
        }
  return out;
}

export interface Changes {
  tournaments?: Tournament[];
  games?: Game[];
  lanes?: number[];
  advanced?: { tournamentId: string; newStage: string };
}

/**
 * After a commit: tell the hub what changed (docs/architecture.md). Lanes go out with their derived fields; a
 * tournament with its whole state, so a screen applies it without asking again.
 */
export function publish(ctx: AppContext, changes: Changes): void {
  for (const game of changes.games ?? []) ctx.events.emit('game_updated', { game });
  for (const laneId of new Set(changes.lanes ?? [])) publishLane(ctx, laneId);
  const states = new Map<string, TournamentState>();
  for (const tournament of changes.tournaments ?? []) {
    const state = tournament.status === 'cancelled' ? null : tournamentStateOf(ctx, tournament);
    if (state) states.set(tournament.id, state);
    ctx.events.emit('tournament_updated', { tournament, state });
  }
  if (changes.advanced) {
    const { tournamentId } = changes.advanced;
    const state = states.get(tournamentId) ?? tournamentStateOf(ctx, requireTournament(ctx, tournamentId));
    ctx.events.emit('tournament_advanced', { ...changes.advanced, state });
  }
}
