/**
 * The engine's formats, one per tournament type (engine.ts says what a format is). Everything that needs a
 * tournament's state — the server's reconcile, the reads, the export — asks `formatOf(type)`; nothing else
 * branches on a tournament's type.
 */
import { doubleElimination, singleElimination, type EliminationState } from './eliminationFormat';
import type { FormatGame, FormatOptions, FormatRecord, FormatType, TournamentFormat } from './engine';
import { groupKnockout, type GroupKnockoutState } from './groupKnockoutFormat';
import { roundRobin, type RoundRobinState } from './roundRobinFormat';
import { swiss, type SwissState } from './swissFormat';
import { DEFAULT_TIE_BREAKERS } from './standings';

export { FORMAT_STAGES, ROUND_STAGE, type FormatStage, formatGameLabel } from './formatStages';
export { FORMAT_TYPES, type FormatType, type Placing, type WantedMatch } from './engine';

/** A tournament's state, by format: what every format says (engine.ts StateBase) and what it alone knows. */
export type FormatState = EliminationState | RoundRobinState | SwissState | GroupKnockoutState;

interface StateOf {
  single_elimination: EliminationState;
  double_elimination: EliminationState;
  round_robin: RoundRobinState;
  swiss: SwissState;
  group_knockout: GroupKnockoutState;
}

const FORMATS: { [T in FormatType]: TournamentFormat<StateOf[T]> } = {
  single_elimination: singleElimination,
  double_elimination: doubleElimination,
  round_robin: roundRobin,
  swiss,
  group_knockout: groupKnockout,
};

/** The format of a tournament type, typed for any state (a state goes back only to the format that made it). */
export function formatOf(type: FormatType): TournamentFormat<FormatState> {
  return FORMATS[type];
}

/** The state of a tournament from its record and games. */
export function tournamentState(t: FormatRecord, games: readonly FormatGame[]): FormatState {
  return formatOf(t.type).state(t, games);
}

/**
 * The state of a started tournament of any format from its players (seed order), options and games: the
 * engine's rules without a stored record, for tests and tools.
 */
export function formatState(
  type: FormatType,
  players: readonly string[],
  options: FormatOptions,
  games: readonly FormatGame[],
  tieBreakers: readonly string[] = DEFAULT_TIE_BREAKERS,
): FormatState {
  return tournamentState(
    {
      type,
      status: 'active',
      players,
      bracket: options,
      selectedLanes: [],
      groupCount: 4,
      advancePerGroup: 2,
      tieBreakers,
      seedingMethod: '',
    },
    games,
  );
}
