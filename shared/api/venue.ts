import * as z from 'zod/mini';
import { GAME_MODES } from '../darts/types';
import { endpoint } from './endpoint';
import { LANE_STATUSES } from './laneStatuses';
import { LANGUAGES } from '../i18n/languages';

/**
 * The TV venue view (/tv/venue): every lane's live game and tonight's leaderboard. Written with zod/mini:
 * the TV's slim build parses this answer and the `venue_updated` message with it, and classic zod would
 * cost the TV about 40 KB on the wire (docs/performance.md).
 */

/** Which tournament match a lane game is (matches played on the lanes are lane games too). */
export const MatchLabel = z.object({ tournamentName: z.string(), stage: z.string() });
export type MatchLabel = z.infer<typeof MatchLabel>;

export const LeaderboardEntry = z.object({
  name: z.string(),
  laneNumber: z.int(),
  value: z.number(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

export const Leaderboard = z.object({
  highestCheckout: z.array(LeaderboardEntry),
  mostOneEighties: z.array(LeaderboardEntry),
  bestAverage: z.array(LeaderboardEntry),
});
export type Leaderboard = z.infer<typeof Leaderboard>;

/**
 * A lane on the TV venue view: its live game, if one is being played. A lane playing a tournament match
 * (status `tournament`) names the match; its game and players show from the match's first dart. `name` is
 * the lane's name as the venue calls it, 'Lane N' for a lane with none, ready to show.
 */
export const VenueLane = z.object({
  laneId: z.int(),
  number: z.int(),
  name: z.string(),
  status: z.enum(LANE_STATUSES),
  match: z.nullable(MatchLabel),
  game: z.nullable(
    z.object({
      mode: z.enum(GAME_MODES),
      currentPlayer: z.int(),
      legWinner: z.nullable(z.int()),
      /** The darts of the turn being thrown (T20, D16, BULL…): x01 scores change only when it is finished. */
      turn: z.array(z.string()),
      players: z.array(
        z.object({
          name: z.string(),
          score: z.int(),
          legs: z.int(),
          sets: z.int(),
        }),
      ),
    }),
  ),
});
export type VenueLane = z.infer<typeof VenueLane>;

/**
 * GET /api/tv/venue and the `venue_updated` socket message. Names are the only personal data, as players
 * typed them; a player who chose 'Hide from leaderboard' shows as 'Player N' and has no figures here.
 */
export const VenueView = z.object({
  venueName: z.string(),
  night: z.string(),
  lanes: z.array(VenueLane),
  leaderboard: z.nullable(Leaderboard),
});
export type VenueView = z.infer<typeof VenueView>;

/** The venue's language (Settings → Language), which the TVs and lane tablets speak (docs/i18n.md). */
export const VenueLanguage = z.object({ language: z.enum(LANGUAGES) });
export type VenueLanguage = z.infer<typeof VenueLanguage>;

export const venueEndpoints = {
  /** The TV's venue view; LAN door, no sign-in (a TV has none). */
  view: endpoint({
    method: 'get',
    path: '/api/tv/venue',
    door: 'lan',
    access: 'anonymous',
    response: VenueView,
  }),
  /** The venue's language, for screens with no sign-in (the TV, a paired lane tablet); LAN door only. */
  language: endpoint({
    method: 'get',
    path: '/api/tv/language',
    door: 'lan',
    access: 'anonymous',
    response: VenueLanguage,
  }),
};
