import type { LeagueStanding } from './standings';

/**
 * Promotion and relegation proposed from the final tables (docs/league.md#season-end). Between each pair
 * of neighbouring divisions, the bottom `count` teams of the higher division go down and the top `count`
 * of the lower one go up. It is a proposal: staff confirm or change it when they set up the next season.
 * Where the line falls between teams that share a place (level on every tie-break), the proposal keeps the
 * table's order (by name) and says so in a note, so staff decide that place themselves.
 */

export interface DivisionTable {
  /** The division's name, e.g. 'Division 1'. */
  division: string;
  /** Its final table, best first (divisionTable). */
  table: readonly LeagueStanding[];
}

export interface SeasonMove {
  team: string;
  from: string;
  to: string;
  direction: 'up' | 'down';
  /** The team's final place in its division. */
  place: number;
}

export interface SeasonEndProposal {
  moves: SeasonMove[];
  /** Sentences for staff: places shared across a promotion or relegation line. */
  notes: string[];
}

/**
 * Why `count` teams cannot move between these divisions (listed top division first), or null. A division
 * with a division on each side needs 2 × count teams, so no team is both promoted and relegated; the top
 * and bottom divisions need count teams.
 */
export function seasonEndError(divisions: readonly DivisionTable[], count: number): string | null {
  if (!Number.isInteger(count) || count < 1) return 'Choose how many teams go up and down: 1 or more.';
  for (const [i, d] of divisions.entries()) {
    const sides = (i > 0 ? 1 : 0) + (i < divisions.length - 1 ? 1 : 0);
    const needed = sides * count;
    if (d.table.length < needed) {
      return `${d.division} has ${d.table.length} ${d.table.length === 1 ? 'team' : 'teams'}; moving ${count} up and down needs at least ${needed}.`;
    }
  }
  return null;
}

/** The proposal for divisions listed top division first (nothing when seasonEndError refuses them). */
export function promotionAndRelegation(
  divisions: readonly DivisionTable[],
  count: number,
): SeasonEndProposal {
  const proposal: SeasonEndProposal = { moves: [], notes: [] };
  if (seasonEndError(divisions, count) !== null) return proposal;
  for (let i = 0; i + 1 < divisions.length; i++) {
    const upper = divisions[i];
    const lower = divisions[i + 1];
    const down = upper.table.slice(upper.table.length - count);
    const up = lower.table.slice(0, count);
    for (const row of down) proposal.moves.push(move(row, upper.division, lower.division, 'down'));
    for (const row of up) proposal.moves.push(move(row, lower.division, upper.division, 'up'));
    noteSharedLine(proposal.notes, upper, upper.table.length - count, 'relegation');
    noteSharedLine(proposal.notes, lower, count, 'promotion');
  }
  return proposal;
}

function move(row: LeagueStanding, from: string, to: string, direction: 'up' | 'down'): SeasonMove {
  return { team: row.team, from, to, direction, place: row.place };
}

/** A note when the teams either side of the line at `index` (first team below it) share a place. */
function noteSharedLine(
  notes: string[],
  d: DivisionTable,
  index: number,
  line: 'promotion' | 'relegation',
): void {
  const above = d.table[index - 1];
  const below = d.table[index];
  if (!above || !below || above.place !== below.place) return;
  const sharing = d.table.filter((r) => r.place === above.place).map((r) => r.team);
  notes.push(
    `${d.division}: ${listed(sharing)} share ${ordinal(above.place)} place across the ${line} line; decide who moves.`,
  );
}

function listed(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** 1 → '1st', 2 → '2nd', 11 → '11th', 23 → '23rd'. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
