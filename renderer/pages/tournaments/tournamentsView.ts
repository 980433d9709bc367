import type { Lane } from '../../../shared/api/lanes';
import type { Tournament } from '../../../shared/api/tournaments';

/** The tournaments page's tabs: Active, Upcoming (not started) and Completed, with counts. */
export const TOURNAMENT_TABS = [
  { id: 'active', label: 'Active', status: 'active', empty: 'No Active Tournaments' },
  { id: 'upcoming', label: 'Upcoming', status: 'setup', empty: 'No Upcoming Tournaments' },
  { id: 'completed', label: 'Completed', status: 'completed', empty: 'No Completed Tournaments' },
] as const;
export type TournamentTabId = (typeof TOURNAMENT_TABS)[number]['id'];

export function tournamentsIn(list: readonly Tournament[], tab: TournamentTabId): Tournament[] {
  const status = TOURNAMENT_TABS.find((t) => t.id === tab)?.status;
  return list.filter((t) => t.status === status);
}

/** 'single_elimination' → 'Single Elimination'; 'best_of_3' → 'Best Of 3' reads as 'Best of 3'. */
export function humanize(value: string): string {
  return value
    .split('_')
    .map((w, i) => (i > 0 && (w === 'of' || w === 'to') ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** Lanes by number, as cards show them: 'Lanes 1, 3' or 'Lane 2'; unknown ids are shown as ids. */
export function lanesText(ids: readonly number[], lanes: readonly Lane[]): string {
  if (ids.length === 0) return 'No lanes';
  const numbers = ids.map((id) => lanes.find((l) => l.id === id)?.number ?? id).sort((a, b) => a - b);
  return `${numbers.length === 1 ? 'Lane' : 'Lanes'} ${numbers.join(', ')}`;
}

export function hoursText(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** Maintenance and test lanes cannot be chosen. */
export function laneSelectable(lane: Lane): boolean {
  return lane.status !== 'maintenance' && lane.status !== 'test';
}
