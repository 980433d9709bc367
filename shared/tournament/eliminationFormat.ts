/**
 * Single and double elimination as formats of the engine (the bracket itself is elimination.ts). Games carry
 * the bracket's matches as stage 'winners' or 'losers' with roundNumber = the match's number, and stage
 * 'grand_final' with roundNumber 1 (the grand final) or 2 (its reset). A match is wanted once both its
 * players are known, and not before the tournament starts.
 */
import {
  bracketRoundTitle,
  buildBracket,
  eliminationPlacings,
  MAX_ELIMINATION_PLAYERS,
  resolveBracket,
  type BracketSide,
  type Entrant,
  type ResolvedBracket,
} from './elimination';
import {
  liveBadge,
  noAdvance,
  ownLanes,
  type FormatGame,
  type StateBase,
  type TournamentFormat,
  type WantedMatch,
} from './engine';
import { FORMAT_TRAITS } from './formatTraits';
import { formatGameLabel } from './formatStages';
import type { BracketPanel, PanelMatch } from './panels';
import { TOURNAMENT_FORM_MESSAGES } from './validation';

export interface EliminationState extends StateBase {
  format: 'single_elimination' | 'double_elimination';
  bracket: ResolvedBracket;
}

export const ELIMINATION_MESSAGES = {
  tooManyForBracket: `An elimination bracket takes at most ${MAX_ELIMINATION_PLAYERS} players`,
} as const;

const SECTION_TITLES: Record<BracketSide, string> = {
  winners: 'Winners Bracket',
  losers: 'Losers Bracket',
  grand_final: 'Grand Final',
};

const playerOf = (e: Entrant): string | null => (typeof e === 'object' ? e.player : null);

/** The game's number in the bracket plan: its own for winners and losers, the grand final's by round. */
const roundNumberOf = (side: BracketSide, round: number, number: number) =>
  side === 'grand_final' ? round : number;

function eliminationFormat(
  format: 'single_elimination' | 'double_elimination',
): TournamentFormat<EliminationState> {
  const double = format === 'double_elimination';
  const key: TournamentFormat['key'] = (g) => `${g.stage ?? ''}:${g.roundNumber}`;
  return {
    panels: FORMAT_TRAITS[format].panels,
    startProblem(t) {
      if (t.players.length < 2) return TOURNAMENT_FORM_MESSAGES.tooFewPlayers;
      if (t.players.length > MAX_ELIMINATION_PLAYERS) return ELIMINATION_MESSAGES.tooManyForBracket;
      return null;
    },
    startOptions: (t) => t.bracket,
    scheduleLanes: ownLanes,
    key,
    state(t, games) {
      const plan = buildBracket(t.players.length, double, t.bracket?.grandFinalReset ?? true);
      const grandFinals = plan.matches.filter((m) => m.side === 'grand_final');
      const results = new Map<number, string>();
      for (const g of games) {
        const n =
          g.stage === 'grand_final'
            ? (grandFinals[g.roundNumber - 1]?.number ?? null)
            : g.stage === 'winners' || g.stage === 'losers'
              ? g.roundNumber
              : null;
        if (n !== null && g.status === 'completed' && g.winner) results.set(n, g.winner);
      }
      const resolved = resolveBracket(plan, t.players, results);
      const wanted: WantedMatch[] = [];
      if (t.status !== 'setup')
        for (const m of resolved.matches) {
          const home = playerOf(m.homeEntrant);
          const away = playerOf(m.awayEntrant);
          if (!m.playable || home === null || away === null) continue;
          const roundNumber = roundNumberOf(m.side, m.round, m.number);
          const match: Omit<WantedMatch, 'key'> = { stage: m.side, groupId: null, roundNumber, home, away };
          wanted.push({ key: key(match), ...match });
        }
      const open = resolved.matches.filter((m) => m.playable && m.winner === 'tbd');
      const complete = resolved.champion !== null;
      return {
        format,
        wanted,
        complete,
        champion: resolved.champion,
        placings: eliminationPlacings(resolved),
        currentRound: open.length > 0 ? Math.min(...open.map((m) => m.round)) : plan.winnersRounds,
        progress: complete ? 'Completed' : `${open.length} matches to play`,
        badges: liveBadge(complete),
        advance: null,
        bracket: resolved,
      };
    },
    resultProblem: () => null,
    advance: noAdvance,
    view(_t, state, games) {
      const plan = state.bracket.plan;
      const mine = new Map<string, FormatGame>();
      for (const g of games) mine.set(key(g), g);
      const sides: BracketSide[] = double ? ['winners', 'losers', 'grand_final'] : ['winners'];
      const panels: BracketPanel[] = [];
      for (const side of sides) {
        const panel: BracketPanel = {
          kind: 'bracket',
          title: double ? SECTION_TITLES[side] : 'Bracket',
          columns: [],
        };
        for (const m of state.bracket.matches) {
          // A bye is not a match: its player simply appears in the next round.
          if (m.side !== side || m.homeEntrant === 'bye' || m.awayEntrant === 'bye') continue;
          const title = bracketRoundTitle(plan, side, m.round);
          let column = panel.columns.find((c) => c.title === title);
          if (!column) {
            column = { title, emptyText: null, matches: [] };
            panel.columns.push(column);
          }
          const roundNumber = roundNumberOf(side, m.round, m.number);
          const matchKey = key({ stage: side, groupId: null, roundNumber, home: null, away: null });
          const game = m.playable ? mine.get(matchKey) : undefined;
          const match: PanelMatch = {
            key: matchKey,
            label: formatGameLabel(side, roundNumber),
            gameId: game ? game.id : null,
            home: game ? game.home : playerOf(m.homeEntrant),
            away: game ? game.away : playerOf(m.awayEntrant),
            skipped: m.skipped,
          };
          column.matches.push(match);
        }
        if (panel.columns.length > 0) panels.push(panel);
      }
      return panels;
    },
  };
}

export const singleElimination = eliminationFormat('single_elimination');
export const doubleElimination = eliminationFormat('double_elimination');
