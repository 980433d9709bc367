import * as z from 'zod/mini';
import { BUST_TEXTS, GAME_MODES } from '../darts/types';
import { LaneMatch } from './tournamentMatch';

/**
 * The lane game as the server sends it (GET /api/lanes/:id/game, every score answer and the `game_updated`
 * message), in zod/mini like every shape the socket carries (shared/api/realtime.ts). The darts engine
 * (shared/darts/types.ts) owns the shapes; laneGame.ts checks at compile time that they stay in step.
 */

export const GameMode = z.enum(GAME_MODES);
export type GameMode = z.infer<typeof GameMode>;

export const Multiplier = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const Dart = z.object({ section: z.int(), multiplier: Multiplier, score: z.int() });

const count = () => z.int().check(z.minimum(0));

export const PlayerState = z.object({
  name: z.string(),
  score: z.int(),
  legs: count(),
  sets: count(),
  dartsThrown: count(),
  tally: count(),
  average: z.number().check(z.minimum(0)),
  marks: z.array(z.int().check(z.minimum(0), z.maximum(3))),
  killerNumber: z.nullable(z.int().check(z.minimum(1), z.maximum(20))),
  isKiller: z.boolean(),
});

const BustText = z.enum([BUST_TEXTS.belowZero, BUST_TEXTS.onOne, BUST_TEXTS.notDouble]);
const PlayerIndex = z.nullable(count());

export const GameState = z.object({
  mode: GameMode,
  sets: z.int().check(z.minimum(1)),
  legs: z.int().check(z.minimum(1)),
  players: z.array(PlayerState).check(z.minLength(1)),
  currentPlayer: count(),
  // Games saved before each leg's opener alternated had every leg opened by the first player.
  firstThrower: z._default(count(), 0),
  round: z.int().check(z.minimum(1)),
  turn: z.array(Dart).check(z.maxLength(3)),
  turnStart: z.array(PlayerState).check(z.minLength(1)),
  turnOver: z.boolean(),
  bust: z.nullable(BustText),
  legWinner: PlayerIndex,
  setWinner: PlayerIndex,
  matchWinner: PlayerIndex,
  version: count(),
  starts: z.optional(z.array(z.int().check(z.minimum(2), z.maximum(1001)))),
  opener: z.optional(count()),
});
export type GameState = z.infer<typeof GameState>;

/** The lane's session as its scoring screen shows it. */
export const LaneSession = z.object({
  laneNumber: z.int(),
  laneName: z.string(),
  startTime: z.nullable(z.string()),
  sessionDuration: z.int(),
});
export type LaneSession = z.infer<typeof LaneSession>;

/** GET /api/lanes/:id/game and every score answer: the game row's id, the lane, its session and the state. */
export const LaneGameResponse = z.object({
  gameId: z.string(),
  laneId: z.int(),
  session: LaneSession,
  state: GameState,
  /** Set when the lane's game is a tournament match. */
  match: z.optional(LaneMatch),
});
export type LaneGameResponse = z.infer<typeof LaneGameResponse>;
