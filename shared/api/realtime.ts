import * as z from 'zod/mini';
import { safeParse } from 'zod/v4/core';
import { Lane, TabletLane } from './laneShapes';
import { Game } from './games';
import { LaneGameResponse } from './laneGameShapes';
import { Tournament, TournamentState } from './tournaments';
import { VenueView } from './venue';
import { LANGUAGES } from '../i18n/languages';
import { LeagueBoard } from './leagueBoard';

export { SOCKET_PATH } from './socketPath';
/** Largest message the server accepts from a socket; clients only ever send tiny control messages. */
export const SOCKET_MAX_PAYLOAD_BYTES = 4096;

/**
 * Messages the server sends: one union keyed by `type`, the one schema every screen
 * reads its socket through. Written in zod/mini, with payloads in zod/mini, so the slim builds (the TV, the
 * booking page) check messages with it too without carrying the full zod.
 */
export const ServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), audience: z.enum(['staff', 'public']) }),
  /** Staff hear the whole Lane; the lane's paired tablet hears it as a TabletLane (no customer details). */
  z.object({ type: z.literal('lane_updated'), lane: z.union([Lane, TabletLane]) }),
  /**
   * A lane game's message also carries its scoring screen's answer (GET /api/lanes/:id/game's shape): the
   * lane's tablet applies it as it is, so a tap costs one request and nothing is fetched after it.
   */
  z.object({ type: z.literal('game_updated'), game: Game, laneGame: z.optional(LaneGameResponse) }),
  /**
   * A tournament changed (created, edited, started, a result, a draw, a match put on a lane): the tournament
   * and its whole state (GET /api/tournaments/:id/state's answer), null when it was cancelled. With
   * game_updated, which carries a game as each dart changes it, a screen keeps a tournament's state without
   * fetching it again.
   */
  z.object({
    type: z.literal('tournament_updated'),
    tournament: Tournament,
    state: z.nullable(TournamentState),
  }),
  /** It moved on (a new stage, round or match; 'completed' when it finished), with its state. */
  z.object({
    type: z.literal('tournament_advanced'),
    tournamentId: z.string(),
    newStage: z.string(),
    state: TournamentState,
  }),
  /** The TV venue view, whole, after any change to it; heard by TVs (anonymous LAN) and staff. */
  z.object({ type: z.literal('venue_updated'), view: VenueView }),
  /** The venue's language changed: every TV and lane tablet words its screen in it from now on. */
  z.object({ type: z.literal('language_changed'), language: z.enum(LANGUAGES) }),
  /** A league's TV view, whole, after a match night changed it (a lineup, a game on a lane, a leg). */
  z.object({ type: z.literal('league_updated'), board: LeagueBoard }),
]);
export type ServerMessage = z.infer<typeof ServerMessage>;
export type ServerMessageType = ServerMessage['type'];

/**
 * A message off the socket as a screen acts on it: checked against ServerMessage, undefined when it does not
 * match (a type added later, a malformed payload), which every screen ignores.
 */
export function readServerMessage(data: unknown): ServerMessage | undefined {
  const parsed = safeParse(ServerMessage, data);
  return parsed.success ? parsed.data : undefined;
}

/** Messages a client may send. Anything else is dropped by the hub. */
export const ClientMessage = z.discriminatedUnion('type', [z.object({ type: z.literal('ping') })]);
export type ClientMessage = z.infer<typeof ClientMessage>;
