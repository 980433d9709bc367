import * as z from 'zod/mini';
import { GROUP_STAGE, KNOCKOUT_STAGES } from '../tournament/knockout';
import { FORMAT_STAGES } from '../tournament/formatStages';
import { endpoint } from './endpoint';

/**
 * Games: lane games (scoring screen) and tournament games (legs as [home, away] in scores).
 * Written with zod/mini: the TV's slim build parses these answers (docs/architecture.md).
 */

/**
 * Tournament game states (docs/behaviour.md#tournament-states): pending (drawn, not on a lane), active
 * (scheduled onto a lane), completed (result saved). Lane games use active and completed.
 */
export const GAME_STATUSES = ['pending', 'active', 'completed'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/**
 * A tournament game's stage: the group stage, then the knockout's; the elimination, round-robin and Swiss
 * formats' stages (shared/tournament/formats.ts); null for a lane game.
 */
export const GAME_STAGES = [GROUP_STAGE, ...KNOCKOUT_STAGES, ...FORMAT_STAGES] as const;
export type GameStage = (typeof GAME_STAGES)[number];

export const Game = z.object({
  id: z.string(),
  laneId: z.nullable(z.int()),
  tournamentId: z.nullable(z.string()),
  players: z.array(z.string()),
  gameMode: z.string(),
  sets: z.int(),
  legs: z.int(),
  scores: z.record(z.string(), z.unknown()),
  currentPlayer: z.int(),
  status: z.enum(GAME_STATUSES),
  winner: z.nullable(z.string()),
  stage: z.nullable(z.enum(GAME_STAGES)),
  groupId: z.nullable(z.string()),
  roundNumber: z.int(),
  home: z.nullable(z.string()),
  away: z.nullable(z.string()),
  bestOf: z.int(),
  scheduledTime: z.nullable(z.string()),
  startedAt: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
});
export type Game = z.infer<typeof Game>;

/** How many finished rows a history list answers at most (a page of older ones on request). */
export const HISTORY_PAGE = { games: 100, tournaments: 20, most: 200 } as const;
/** The default lists show what finished in the last 30 days: a five-year venue answers as a new one does. */
export const RECENT_DAYS = 30;

/** `?before=`: the page of finished rows older than this instant (the last row of the previous page). */
/**
 * An instant as the server writes them (ISO 8601 with a zone); a plain pattern keeps the TV's build small.
 */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
export const HistoryBefore = z.optional(
  z.string().check(z.regex(INSTANT, 'before must be an instant (ISO 8601, e.g. 2026-11-20T21:30:00.000Z)')),
);
export const HistoryLimit = z.optional(
  z.coerce
    .number({ error: `limit must be a number from 1 to ${HISTORY_PAGE.most}` })
    .check(
      z.int(`limit must be a whole number from 1 to ${HISTORY_PAGE.most}`),
      z.minimum(1, `limit must be at least 1`),
      z.maximum(HISTORY_PAGE.most, `limit must be at most ${HISTORY_PAGE.most}`),
    ),
);

/**
 * GET /api/games. `?tournamentId=` narrows the list to one tournament's games (the TV and the manager ask
 * so). Without it: the games not yet completed and the tournament games completed in the last 30 days
 * (`limit`, default 100) — five years of games are never sent at once; `?before=` pages back through the
 * completed tournament games. A lane's finished games are its own history (GET /api/lanes/:id/games).
 */
export const GamesQuery = z.object({
  tournamentId: z.optional(z.string()),
  before: HistoryBefore,
  limit: HistoryLimit,
});
export type GamesQuery = z.infer<typeof GamesQuery>;

/** The games the TV reads too; the writes are in gameResults.ts (classic zod, which the TV does not load). */
export const gameReads = {
  list: endpoint({
    method: 'get',
    path: '/api/games',
    door: 'lan',
    access: 'anonymous',
    query: GamesQuery,
    response: z.array(Game),
  }),
};
