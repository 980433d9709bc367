/**
 * Round robin as a format of the engine (the schedule and table rules are roundRobin.ts). Games carry the
 * fixtures as stage 'round' with roundNumber = the round; every fixture is wanted from the start.
 */
import {
  liveBadge,
  noAdvance,
  ownLanes,
  playedOf,
  type FormatGame,
  type StateBase,
  type TournamentFormat,
  type WantedMatch,
} from './engine';
import { FORMAT_TRAITS } from './formatTraits';
import { ROUND_STAGE } from './formatStages';
import type { Panel, PanelMatch, RoundsPanel } from './panels';
import { tableRows } from './panels';
import { roundRobinSchedule, roundRobinStandings } from './roundRobin';
import type { PlayedGame, Standing } from './standings';
import { TOURNAMENT_FORM_MESSAGES } from './validation';

export interface RoundRobinState extends StateBase {
  format: 'round_robin';
  table: Standing[];
  rounds: number;
}

/** The key of a game played by round and players (round robin, Swiss). */
export const roundKey: TournamentFormat['key'] = (g) =>
  `${g.stage ?? ''}:${g.roundNumber}:${g.home ?? ''}|${g.away ?? ''}`;

/** The games of each round so far, as panel matches ('Round 1', 'Round 2' …). */
export function roundsPanel(games: readonly FormatGame[], rounds: number): RoundsPanel {
  const panel: RoundsPanel = { kind: 'rounds', title: 'Rounds', rounds: [] };
  for (let r = 1; r <= rounds; r++) {
    const matches: PanelMatch[] = [];
    for (const g of games)
      if (g.stage === ROUND_STAGE && g.roundNumber === r)
        matches.push({
          key: roundKey(g),
          label: 'Round ' + r,
          gameId: g.id,
          home: g.home,
          away: g.away,
          skipped: false,
        });
    if (matches.length > 0) panel.rounds.push({ title: 'Round ' + r, matches });
  }
  return panel;
}

/**
 * What a table format (round robin, Swiss) reads from its judged games: the champion and placings once
 * complete, and the round under way.
 */
export function tableOutcome<T extends Standing>(
  complete: boolean,
  table: T[],
  currentRound: number,
  rounds: number,
) {
  return {
    complete,
    champion: complete ? (table[0]?.player ?? null) : null,
    placings: complete ? table.map((s, i) => ({ place: i + 1, player: s.player })) : [],
    currentRound,
    progress: complete ? 'Completed' : `Round ${currentRound} of ${rounds}`,
    badges: liveBadge(complete),
    advance: null,
    table,
    rounds,
  };
}

/** A table format's panels: the standings, then the rounds. */
export function tableView(
  state: { table: readonly (Standing & { buchholz?: number })[]; rounds: number },
  games: readonly FormatGame[],
): Panel[] {
  return [
    { kind: 'table', title: 'Standings', rows: tableRows(state.table) },
    roundsPanel(games, state.rounds),
  ];
}

export const roundRobin: TournamentFormat<RoundRobinState> = {
  panels: FORMAT_TRAITS.round_robin.panels,
  startProblem: (t) => (t.players.length < 2 ? TOURNAMENT_FORM_MESSAGES.tooFewPlayers : null),
  startOptions: (t) => t.bracket,
  scheduleLanes: ownLanes,
  key: roundKey,
  state(t, games) {
    const fixtures = roundRobinSchedule(t.players);
    const wanted =
      t.status === 'setup'
        ? []
        : fixtures.map((f) => {
            const match: Omit<WantedMatch, 'key'> = {
              stage: ROUND_STAGE,
              groupId: null,
              roundNumber: f.round,
              home: f.home,
              away: f.away,
            };
            return { key: roundKey(match), ...match };
          });
    const played = games.map(playedOf).filter((p): p is PlayedGame => p !== null);
    const table = roundRobinStandings(t.players, played, t.tieBreakers);
    const roundGames = games.filter((g) => g.stage === ROUND_STAGE);
    const complete =
      roundGames.length === fixtures.length && roundGames.every((g) => g.status === 'completed');
    const open = roundGames.filter((g) => g.status !== 'completed').map((g) => g.roundNumber);
    const rounds = Math.max(0, ...fixtures.map((f) => f.round));
    const currentRound = open.length > 0 ? Math.min(...open) : rounds;
    return { format: 'round_robin', wanted, ...tableOutcome(complete, table, currentRound, rounds) };
  },
  resultProblem: () => null,
  advance: noAdvance,
  view: (_t, state, games) => tableView(state, games),
};
