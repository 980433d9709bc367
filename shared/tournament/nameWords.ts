/**
 * The names the tournament engine gives a person to read — stages, rounds, panels, match labels, the progress
 * line, the manager's badges and its advance button ('Quarter Finals', 'Group A, round 2', 'Losers · Match 9',
 * 'Round 2 of 4', 'Advance to Semi Finals') — as a catalogue key with its parameters, so a screen words them
 * in its reader's language. The engine keeps writing its English names (they are the English catalogue's
 * words, and its tests, the export and the TV's English pin them); this is the one place that reads them
 * back into codes. A name it does not know (a player, a tournament) answers null and is shown as it is.
 */
import type { TournamentsKey } from '../i18n/keys';

/**
 * The `tournaments` catalogue's keys that name what the engine makes: only these, under one prefix, so a
 * screen can carry them without the rest of that audience (the TV's bundle, renderer/tv/TvI18n.tsx).
 */
export type NameKey = Extract<TournamentsKey, `tournaments.name.${string}`>;

export interface NameWords {
  key: NameKey;
  params: Record<string, string | number>;
}

/** The stage names the engine writes, as the `tournaments.name.stage` select's keys. */
const STAGES: Readonly<Record<string, string>> = {
  Final: 'final',
  'Semi Finals': 'semi',
  'Quarter Finals': 'quarter',
  'Grand Final': 'grandFinal',
  'Grand Final Reset': 'grandFinalReset',
  'Losers Final': 'losersFinal',
  'Winners Final': 'winnersFinal',
  'Winners Semi Finals': 'winnersSemi',
  'Winners Quarter Finals': 'winnersQuarter',
};

/** Panel titles, as the `tournaments.name.panel` select's keys. */
const PANELS: Readonly<Record<string, string>> = {
  Groups: 'groups',
  Knockout: 'knockout',
  Bracket: 'bracket',
  'Winners Bracket': 'winners',
  'Losers Bracket': 'losers',
  Standings: 'standings',
  Rounds: 'rounds',
};

/** Texts the engine writes whole. */
const FIXED: Readonly<Record<string, NameWords>> = {
  Completed: { key: 'tournaments.name.completed', params: {} },
  Live: { key: 'tournaments.name.live', params: {} },
  'Group Stage': { key: 'tournaments.name.groupStage', params: {} },
  'Groups: Complete': { key: 'tournaments.name.groupsComplete', params: {} },
  'Groups: In Progress': { key: 'tournaments.name.groupsInProgress', params: {} },
  'Knockout: Active': { key: 'tournaments.name.knockoutActive', params: {} },
  FINAL: { key: 'tournaments.name.finalMatch', params: {} },
  'Complete group stage first': { key: 'tournaments.name.waiting', params: { stage: 'quarter' } },
  'Complete quarter finals first': { key: 'tournaments.name.waiting', params: { stage: 'semi' } },
  'Complete semi finals first': { key: 'tournaments.name.waiting', params: { stage: 'final' } },
};

/** Names with numbers or letters in them: the pattern, and its key with the captured parameters. */
const PATTERNS: readonly (readonly [RegExp, NameKey, readonly string[]])[] = [
  [/^Group ([A-Z]), round (\d+)$/, 'tournaments.name.groupRound', ['group', 'round']],
  [/^Group ([A-Z?])$/, 'tournaments.name.group', ['group']],
  [/^Round (\d+) of (\d+)$/, 'tournaments.name.roundOf', ['round', 'rounds']],
  [/^Round (\d+)$/, 'tournaments.name.round', ['round']],
  [/^R(\d+)$/, 'tournaments.name.groupRoundShort', ['round']],
  [/^Losers · Match (\d+)$/, 'tournaments.name.losersMatch', ['number']],
  [/^Match (\d+)$/, 'tournaments.name.match', ['number']],
  [/^QF(\d+)$/, 'tournaments.name.quarterMatch', ['number']],
  [/^SF(\d+)$/, 'tournaments.name.semiMatch', ['number']],
  [/^Winners Round (\d+)$/, 'tournaments.name.winnersRound', ['round']],
  [/^Losers Round (\d+)$/, 'tournaments.name.losersRound', ['round']],
  [/^(\d+) matches to play$/, 'tournaments.name.toPlay', ['count']],
];

/** The catalogue key and parameters of an engine name, or null when it is no name the engine makes. */
export function nameWords(text: string): NameWords | null {
  const fixed = FIXED[text];
  if (fixed) return fixed;
  const stage = STAGES[text];
  if (stage) return { key: 'tournaments.name.stage', params: { stage } };
  const panel = PANELS[text];
  if (panel) return { key: 'tournaments.name.panel', params: { panel } };
  const advance = /^Advance to (.+)$/.exec(text);
  if (advance?.[1] && STAGES[advance[1]]) {
    return { key: 'tournaments.name.advance', params: { stage: STAGES[advance[1]] } };
  }
  for (const [pattern, key, names] of PATTERNS) {
    const found = pattern.exec(text);
    if (found) return { key, params: Object.fromEntries(names.map((n, i) => [n, found[i + 1] ?? ''])) };
  }
  return null;
}
