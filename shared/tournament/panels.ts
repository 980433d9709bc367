/**
 * What the screens draw of a tournament, whatever its format: a list of panels of four kinds. The
 * Tournament Manager and the TV each have one view per kind, and a format is the panels it lists — group
 * knockout is groups then a bracket, double elimination three brackets, round robin and Swiss a table and
 * its rounds (a league would be a table and its weeks). A match names its game by id; the game itself
 * (status, legs, lane, live score) comes with the state, so a dart that changes only a game changes only
 * that game in a screen's copy.
 */
import type { Standing } from './standings';

export const PANEL_KINDS = ['groups', 'bracket', 'table', 'rounds'] as const;
export type PanelKind = (typeof PANEL_KINDS)[number];

/** A place in a panel: a game when one exists, otherwise who will play it as far as that is known. */
export interface PanelMatch {
  /** Stable within the tournament (the format's key of the match). */
  key: string;
  /** Its name in the panel: 'QF1', 'Match 5', 'R2' … */
  label: string;
  gameId: string | null;
  /** The players as far as known; null is TBD. */
  home: string | null;
  away: string | null;
  /** Never to be played (a grand-final reset the winners' champion made unnecessary). */
  skipped: boolean;
}

export interface GroupsPanel {
  kind: 'groups';
  title: string;
  /** How many of each group go through (highlighted as qualifiers). */
  advancing: number;
  groups: { id: string; title: string; standings: Standing[]; matches: PanelMatch[] }[];
}

export interface BracketColumn {
  title: string;
  /** Shown instead of the matches while none of them has a game yet; null shows the places as they are. */
  emptyText: string | null;
  matches: PanelMatch[];
}

export interface BracketPanel {
  kind: 'bracket';
  title: string;
  columns: BracketColumn[];
}

export interface TableRow {
  place: number;
  player: string;
  points: number;
  wins: number;
  losses: number;
  legsFor: number;
  legsAgainst: number;
  /** Swiss: the sum of the opponents' points; null where the table has no such column. */
  buchholz: number | null;
}

export interface TablePanel {
  kind: 'table';
  title: string;
  rows: TableRow[];
}

export interface RoundsPanel {
  kind: 'rounds';
  title: string;
  rounds: { title: string; matches: PanelMatch[] }[];
}

export type Panel = GroupsPanel | BracketPanel | TablePanel | RoundsPanel;

/** The table's rows from standings, best first. */
export function tableRows(standings: readonly (Standing & { buchholz?: number })[]): TableRow[] {
  return standings.map((s, i) => ({
    place: i + 1,
    player: s.player,
    points: s.points,
    wins: s.wins,
    losses: s.losses,
    legsFor: s.legsFor,
    legsAgainst: s.legsAgainst,
    buchholz: s.buchholz === undefined ? null : s.buchholz,
  }));
}
