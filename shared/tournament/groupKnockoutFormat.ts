/**
 * Group knockout as a format of the engine: players dealt into groups that each play a round robin, then a
 * knockout of the best of each group (quarter finals, semi finals, final). Games carry the groups as stage
 * 'group' with the group's id and the round, and the knockout as stage 'quarter', 'semi' or 'final' with
 * roundNumber = the match's number in its stage (QF1 …).
 *
 * The groups are drawn when the tournament is created on the manager's form (or, for one set up on the
 * tournaments page, when it starts); their fixtures are wanted from then on. Staff draw the knockout once
 * every group game is played (`advance`); from then on a knockout match is wanted as soon as one of its
 * players is known, and group results are locked, since the draw was made from them.
 */
import {
  type AdvanceOutcome,
  type FormatGame,
  type FormatRecord,
  type StateBase,
  type TournamentFormat,
  type WantedMatch,
} from './engine';
import { FORMAT_TRAITS } from './formatTraits';
import { drawGroups } from './groupDraw';
import {
  groupFixtures,
  groupsOf,
  knockoutGamesOf,
  knockoutOf,
  type GroupOfStage,
  type KnockoutOfStage,
} from './groupKnockoutDraw';
import {
  bracketSizeFor,
  firstStageFor,
  GROUP_STAGE,
  KNOCKOUT_STAGES,
  knockoutLabel,
  MAX_KNOCKOUT_PLAYERS,
  STAGE_TITLES,
  type KnockoutStage,
} from './knockout';
import type { BracketPanel, GroupsPanel, PanelMatch } from './panels';
import { seedKnockout } from './seeding';
import { groupDrawProblem } from './validation';

export interface GroupKnockoutState extends StateBase {
  format: 'group_knockout';
  groups: GroupOfStage[];
  knockout: KnockoutOfStage | null;
}

export const GROUP_KNOCKOUT_STAGE_MESSAGES = {
  noGroups: 'This tournament has no group stage',
  groupsUnfinished: 'All group games must be completed before advancing to the knockout stage',
  alreadyAdvanced: 'The knockout stage has already been drawn',
  groupsLocked: 'Group results are locked once the knockout stage is drawn',
} as const;

/** What a knockout card says before its stage has a game: each waits for the stage before it. */
export const KNOCKOUT_WAITING: Record<KnockoutStage, string> = {
  quarter: 'Complete group stage first',
  semi: 'Complete quarter finals first',
  final: 'Complete semi finals first',
};

const key: TournamentFormat['key'] = (g) =>
  g.stage === GROUP_STAGE
    ? `${GROUP_STAGE}:${g.groupId ?? ''}:${g.roundNumber}:${g.home ?? ''}|${g.away ?? ''}`
    : `${g.stage ?? ''}:${g.roundNumber}`;

/**
 * The knockout matches wanted now, in the order the draw made them: the first round, a bye's player placed
 * straight into the match it feeds, then each later match once one of its players is known.
 */
function knockoutWanted(knockout: KnockoutOfStage): WantedMatch[] {
  const out: WantedMatch[] = [];
  const add = (stage: KnockoutStage, roundNumber: number, home: string | null, away: string | null) => {
    const match = { stage, groupId: null, roundNumber, home, away };
    const k = key(match);
    if (!out.some((w) => w.key === k)) out.push({ key: k, ...match });
  };
  const placeOf = (stage: KnockoutStage, n: number) =>
    knockout.places.find((p) => p.stage === stage && p.number === n);
  for (const p of knockout.places) {
    if (p.stage !== knockout.firstStage) break;
    if (!p.bye) {
      add(p.stage, p.number, p.home, p.away);
      continue;
    }
    const next = KNOCKOUT_STAGES[KNOCKOUT_STAGES.indexOf(p.stage) + 1];
    const fed = next ? placeOf(next, Math.ceil(p.number / 2)) : undefined;
    if (fed) add(fed.stage, fed.number, fed.home, fed.away);
  }
  for (const p of knockout.places)
    if (p.stage !== knockout.firstStage && (p.home !== null || p.away !== null))
      add(p.stage, p.number, p.home, p.away);
  return out;
}

/**
 * Final placings once there is a champion: the champion, the final's loser, then the knockout's losers by
 * the stage they went out at (sharing the place), then everyone who did not leave the groups.
 */
function placingsOf(players: readonly string[], champion: string | null, games: readonly FormatGame[]) {
  if (!champion) return [];
  const out: { player: string; key: number }[] = [{ player: champion, key: 4 }];
  const stageKey: Record<string, number> = { final: 3, semi: 2, quarter: 1 };
  for (const g of games) {
    const k = g.stage ? stageKey[g.stage] : undefined;
    if (k === undefined || g.status !== 'completed' || !g.winner) continue;
    const loser = g.winner === g.home ? g.away : g.home;
    if (loser) out.push({ player: loser, key: k });
  }
  const placed = new Set(out.map((o) => o.player));
  for (const p of players) if (!placed.has(p)) out.push({ player: p, key: 0 });
  return out
    .map((o) => ({ player: o.player, place: 1 + out.filter((x) => x.key > o.key).length }))
    .sort((a, b) => a.place - b.place);
}

/** The stage the advance would start the knockout with, from the tournament's shape. */
function advanceStage(t: FormatRecord): KnockoutStage {
  return firstStageFor(bracketSizeFor(Math.min(t.groupCount * t.advancePerGroup, MAX_KNOCKOUT_PLAYERS)));
}

function panelMatch(
  stage: KnockoutStage,
  number: number,
  game: FormatGame | null,
  home: string | null,
  away: string | null,
): PanelMatch {
  return {
    key: key({ stage, groupId: null, roundNumber: number, home: null, away: null }),
    label: knockoutLabel(stage, number),
    gameId: game ? game.id : null,
    home: game ? game.home : home,
    away: game ? game.away : away,
    skipped: false,
  };
}

/** Whether any knockout match exists as a game (the draw has been played out into games). */
const knockoutStarted = (state: GroupKnockoutState) =>
  state.knockout !== null && state.knockout.places.some((p) => p.game !== null);

export const groupKnockout: TournamentFormat<GroupKnockoutState> = {
  panels: FORMAT_TRAITS.group_knockout.panels,
  // Drawn on the manager's form already, or drawn now from the players entered on the tournaments page.
  startProblem: (t) => (t.bracket?.groups ? null : groupDrawProblem(t.players, t.groupCount)),
  startOptions(t) {
    if (t.bracket?.groups) return t.bracket;
    const groups = drawGroups(t.players, t.groupCount);
    return { ...(t.bracket ?? {}), groups: Object.fromEntries(groups.map((g) => [g.groupId, g.players])) };
  },
  scheduleLanes: () => null,
  key,
  state(t, games) {
    const groups = groupsOf(t, games);
    const knockout = knockoutOf(t, groups, games);
    const wanted: WantedMatch[] = groupFixtures(groups).map((f) => {
      const match: Omit<WantedMatch, 'key'> = {
        stage: GROUP_STAGE,
        groupId: f.groupId,
        roundNumber: f.roundNumber,
        home: f.home,
        away: f.away,
      };
      return { key: key(match), ...match };
    });
    if (knockout) wanted.push(...knockoutWanted(knockout));
    const groupGames = games.filter((g) => g.stage === GROUP_STAGE);
    const knockoutGames = knockoutGamesOf(games);
    const groupsComplete = groupGames.length > 0 && groupGames.every((g) => g.status === 'completed');
    const final = knockout?.places.find((p) => p.stage === 'final') ?? null;
    const champion = final?.game && final.game.status === 'completed' ? final.game.winner : null;
    const stagesPlayed = KNOCKOUT_STAGES.filter((s) => knockoutGames.some((g) => g.stage === s));
    const open = knockout?.places.find((p) => !p.bye && p.through === null) ?? null;
    return {
      format: 'group_knockout',
      wanted,
      complete: champion !== null,
      champion,
      placings: placingsOf(t.players, champion, games),
      currentRound: 1 + stagesPlayed.length,
      progress: champion !== null ? 'Completed' : open ? STAGE_TITLES[open.stage] : 'Group Stage',
      badges: [
        { text: groupsComplete ? 'Groups: Complete' : 'Groups: In Progress', live: false },
        ...(knockoutGames.length > 0 ? [{ text: 'Knockout: Active', live: true }] : []),
      ],
      advance:
        groupsComplete && knockoutGames.length === 0 ? `Advance to ${STAGE_TITLES[advanceStage(t)]}` : null,
      groups,
      knockout,
    };
  },
  resultProblem: (state, game) =>
    game.stage === GROUP_STAGE && knockoutStarted(state) ? GROUP_KNOCKOUT_STAGE_MESSAGES.groupsLocked : null,
  advance(t, state): AdvanceOutcome {
    const groupGames = state.groups.flatMap((g) => g.games);
    if (groupGames.length === 0) return { problem: GROUP_KNOCKOUT_STAGE_MESSAGES.noGroups };
    if (knockoutStarted(state)) return { problem: GROUP_KNOCKOUT_STAGE_MESSAGES.alreadyAdvanced };
    if (groupGames.some((g) => g.status !== 'completed'))
      return { problem: GROUP_KNOCKOUT_STAGE_MESSAGES.groupsUnfinished };
    const tables = state.groups.map((g) => ({ groupId: g.groupId, standings: g.standings }));
    const draw = seedKnockout(tables, t.advancePerGroup, t.seedingMethod);
    const byes = draw.matches.filter((m) => m.away === null).map((m) => m.home.player);
    return {
      options: { ...(t.bracket ?? {}), firstStage: draw.stage, bracketSize: draw.bracketSize, byes },
      newStage: draw.stage,
    };
  },
  view(t, state) {
    const groups: GroupsPanel = {
      kind: 'groups',
      title: 'Groups',
      advancing: t.advancePerGroup,
      groups: state.groups.map((g) => ({
        id: g.groupId,
        title: `Group ${g.groupId}`,
        standings: g.standings,
        matches: g.games.map((game) => ({
          key: key(game),
          label: `R${game.roundNumber}`,
          gameId: game.id,
          home: game.home,
          away: game.away,
          skipped: false,
        })),
      })),
    };
    const knockout = state.knockout;
    const stages = knockout
      ? KNOCKOUT_STAGES.slice(KNOCKOUT_STAGES.indexOf(knockout.firstStage))
      : KNOCKOUT_STAGES;
    const bracket: BracketPanel = {
      kind: 'bracket',
      title: 'Knockout',
      columns: stages.map((stage) => ({
        title: STAGE_TITLES[stage],
        emptyText: KNOCKOUT_WAITING[stage],
        matches: (knockout?.places ?? [])
          .filter((p) => p.stage === stage && !p.bye)
          .map((p) => panelMatch(stage, p.number, p.game, p.home, p.away)),
      })),
    };
    return [groups, bracket];
  },
};
