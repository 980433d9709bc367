import * as z from 'zod/mini';
import { FORMAT_TYPES } from '../tournament/engine';
import { KNOCKOUT_STAGES } from '../tournament/knockout';
import { endpoint } from './endpoint';
import { Game, HistoryBefore, HistoryLimit } from './games';

/**
 * Tournaments and what the TV reads of them. Written with zod/mini: the TV's slim build parses
 * these answers. The request bodies and the writes are in tournamentWrites.ts (classic zod).
 */

export const DEFAULT_TIE_BREAKERS = ['points', 'legDiff', 'headToHead', 'legsFor'] as const;
export const DEFAULT_SEEDING_METHOD = 'A1vB2,C1vD2,B1vA2,D1vC2';

/**
 * Tournament states (docs/behaviour.md#tournament-states). 'cancelled' appears only in the group-knockout
 * reading; the tournaments page cancels by deleting.
 */
export const TOURNAMENT_STATUSES = ['setup', 'active', 'completed', 'cancelled'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** The tournament types, default first: one per format of the tournament engine. */
export const TOURNAMENT_TYPES = FORMAT_TYPES;
/** The match formats, default first (docs/behaviour.md#match-formats). */
export const MATCH_FORMATS = ['best_of_3', 'best_of_5', 'best_of_7', 'race_to_3', 'race_to_5'] as const;
/** Both tournament forms offer these game modes, default 501. */
export const TOURNAMENT_GAME_MODES = ['501', '301', 'Cricket'] as const;
/** A tournament's duration in hours: 1 to 6, default 2; group knockout creation sends 3. */
export const MIN_TOURNAMENT_HOURS = 1;
export const MAX_TOURNAMENT_HOURS = 6;
export const GROUP_KNOCKOUT_HOURS = 3;

/**
 * What a tournament keeps for its format as it is played (tournaments.bracket, JSON): each format reads and
 * writes its own part (shared/tournament/engine.ts FormatOptions), and `champion` is set when any finishes.
 */
export const Bracket = z.object({
  /** Group id → players in draw order (group knockout). */
  groups: z.optional(z.record(z.string(), z.array(z.string()))),
  /** The knockout's first stage, its size and who got a bye (set when the groups advance). */
  firstStage: z.optional(z.enum(KNOCKOUT_STAGES)),
  bracketSize: z.optional(z.int()),
  byes: z.optional(z.array(z.string())),
  /** Set by the final's result. */
  champion: z.optional(z.string()),
  /** Double elimination: whether a reset follows a grand final won from the losers' bracket (default on). */
  grandFinalReset: z.optional(z.boolean()),
  /** Swiss: the rounds to play, chosen at setup (default ⌈log2 n⌉, fixed when it starts). */
  swissRounds: z.optional(z.int()),
});
export type Bracket = z.infer<typeof Bracket>;

export const Tournament = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(TOURNAMENT_TYPES),
  gameMode: z.string(),
  matchFormat: z.enum(MATCH_FORMATS),
  status: z.enum(TOURNAMENT_STATUSES),
  players: z.array(z.string()),
  selectedLanes: z.array(z.int()),
  bracket: z.nullable(Bracket),
  currentRound: z.int(),
  duration: z.int(),
  scheduledDate: z.nullable(z.string()),
  groupCount: z.int(),
  playersPerGroup: z.int(),
  advancePerGroup: z.int(),
  tieBreakers: z.array(z.string()),
  seedingMethod: z.string(),
  createdAt: z.string(),
  startedAt: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
});
export type Tournament = z.infer<typeof Tournament>;

export const TournamentCreated = z.object({ tournament: Tournament });
export type TournamentCreated = z.infer<typeof TournamentCreated>;

/** The groups response: one entry per group id ('A', 'B' ...). */
export const GroupStanding = z.object({
  player: z.string(),
  points: z.int(),
  legsFor: z.int(),
  legsAgainst: z.int(),
  wins: z.int(),
  losses: z.int(),
});
export type GroupStanding = z.infer<typeof GroupStanding>;
export const GroupsResponse = z.record(
  z.string(),
  z.object({ standings: z.array(GroupStanding), games: z.array(Game) }),
);
export type GroupsResponse = z.infer<typeof GroupsResponse>;

/** The knockout response; each list is in match order (QF1 first). */
export const KnockoutResponse = z.object({
  quarter: z.array(Game),
  semi: z.array(Game),
  final: z.array(Game),
});
export type KnockoutResponse = z.infer<typeof KnockoutResponse>;

/** POST /api/tournaments/{id}/advance-groups answer: the stage the knockout starts with and its games. */
export const AdvanceGroupsResponse = z.object({ newStage: z.enum(KNOCKOUT_STAGES), games: z.array(Game) });
export type AdvanceGroupsResponse = z.infer<typeof AdvanceGroupsResponse>;

export const ScheduleMatchesResponse = z.object({ games: z.array(Game) });
export type ScheduleMatchesResponse = z.infer<typeof ScheduleMatchesResponse>;

/** A place in a panel (shared/tournament/panels.ts): its game when one exists, else who will play it. */
const PanelMatch = z.object({
  key: z.string(),
  label: z.string(),
  gameId: z.nullable(z.string()),
  home: z.nullable(z.string()),
  away: z.nullable(z.string()),
  skipped: z.boolean(),
});

/** The four kinds of panel every format composes its screens from. */
export const Panel = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('groups'),
    title: z.string(),
    advancing: z.int(),
    groups: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        standings: z.array(GroupStanding),
        matches: z.array(PanelMatch),
      }),
    ),
  }),
  z.object({
    kind: z.literal('bracket'),
    title: z.string(),
    columns: z.array(
      z.object({ title: z.string(), emptyText: z.nullable(z.string()), matches: z.array(PanelMatch) }),
    ),
  }),
  z.object({
    kind: z.literal('table'),
    title: z.string(),
    rows: z.array(
      z.object({
        place: z.int(),
        player: z.string(),
        points: z.int(),
        wins: z.int(),
        losses: z.int(),
        legsFor: z.int(),
        legsAgainst: z.int(),
        buchholz: z.nullable(z.int()),
      }),
    ),
  }),
  z.object({
    kind: z.literal('rounds'),
    title: z.string(),
    rounds: z.array(z.object({ title: z.string(), matches: z.array(PanelMatch) })),
  }),
]);
export type Panel = z.infer<typeof Panel>;
export type PanelMatch = z.infer<typeof PanelMatch>;

/**
 * GET /api/tournaments/{id}/state, and what tournament_updated and tournament_advanced carry: a tournament,
 * all its games and what its format makes of them (shared/tournament/engine.ts), whatever the format. A
 * screen shows a tournament from this alone; a dart changes only one of `games` (game_updated carries it).
 */
export const TournamentState = z.object({
  tournament: Tournament,
  /** Every game of the tournament, in stored order. */
  games: z.array(Game),
  /** Each game's short name by id: 'Group A', 'QF1', 'Match 5', 'Round 2'. */
  labels: z.record(z.string(), z.string()),
  /** How far it has got, for headings: 'Round 2 of 4', 'Quarter Finals', 'Completed'. */
  progress: z.string(),
  champion: z.nullable(z.string()),
  complete: z.boolean(),
  currentRound: z.int(),
  /** Settled final places, best first. */
  placings: z.array(z.object({ place: z.int(), player: z.string() })),
  /** Where it stands, for Live Management: 'Groups: Complete', 'Knockout: Active', 'Live' … */
  badges: z.array(z.object({ text: z.string(), live: z.boolean() })),
  /** The button for staff's move to the next stage while it is open ('Advance to Quarter Finals'). */
  advance: z.nullable(z.string()),
  /** The lanes 'Schedule Next Matches' uses: the tournament's own, or null for any free lane. */
  scheduleLanes: z.nullable(z.array(z.int())),
  panels: z.array(Panel),
});
export type TournamentState = z.infer<typeof TournamentState>;

/**
 * GET /api/tournaments: by default the tournaments not finished and those finished in the last 30 days
 * (`limit`, default 20), so the Tournaments page and the TV picker, which poll it, stay small at any age;
 * with `?before=` a page of finished tournaments older than that instant (the Completed tab's 'Show older').
 */
export const TournamentsQuery = z.object({ before: HistoryBefore, limit: HistoryLimit });
export type TournamentsQuery = z.infer<typeof TournamentsQuery>;

/** When a tournament finished, for paging back through history: its completion, else its creation. */
export function finishedAt(t: Pick<Tournament, 'completedAt' | 'createdAt'>): string {
  return t.completedAt ?? t.createdAt;
}

/** The tournament reads (the staff app's and the TV's). */
export const tournamentReads = {
  list: endpoint({
    method: 'get',
    path: '/api/tournaments',
    door: 'lan',
    access: 'anonymous',
    query: TournamentsQuery,
    response: z.array(Tournament),
  }),
  one: endpoint({
    method: 'get',
    path: '/api/tournaments/:id',
    door: 'lan',
    access: 'anonymous',
    response: Tournament,
  }),
  groups: endpoint({
    method: 'get',
    path: '/api/tournaments/:id/groups',
    door: 'lan',
    access: 'anonymous',
    response: GroupsResponse,
  }),
  knockout: endpoint({
    method: 'get',
    path: '/api/tournaments/:id/knockout',
    door: 'lan',
    access: 'anonymous',
    response: KnockoutResponse,
  }),
  /**
   * The one read of a tournament's state, whatever its format (the groups and knockout reads are parts of
   * it).
   */
  state: endpoint({
    method: 'get',
    path: '/api/tournaments/:id/state',
    door: 'lan',
    access: 'anonymous',
    response: TournamentState,
  }),
};
