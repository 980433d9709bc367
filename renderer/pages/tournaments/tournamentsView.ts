import type { Lane } from '../../../shared/api/lanes';
import type { Tournament } from '../../../shared/api/tournaments';
import { modeParams } from '../../i18n/dartsWords';
import type { Words } from '../../i18n/words';

/** The tournaments page's tabs: Active, Upcoming (not started) and Completed, with counts. */
export const TOURNAMENT_TABS = [
  { id: 'active', status: 'active' },
  { id: 'upcoming', status: 'setup' },
  { id: 'completed', status: 'completed' },
] as const;
export type TournamentTabId = (typeof TOURNAMENT_TABS)[number]['id'];

export function tournamentsIn(list: readonly Tournament[], tab: TournamentTabId): Tournament[] {
  const status = TOURNAMENT_TABS.find((t) => t.id === tab)?.status;
  return list.filter((t) => t.status === status);
}

/** 'single_elimination' → 'Single Elimination' (in the screen's language). */
export function typeText({ t }: Words, type: string): string {
  return t('tournaments.type', { type });
}

/** 'best_of_3' → 'Best of 3'. */
export function matchFormatText({ t }: Words, format: string): string {
  return t('tournaments.matchFormat', { format });
}

/** A game mode's name ('Cricket'), as each language's players name it. */
export function modeText({ t }: Words, mode: string): string {
  return t('tournaments.mode', modeParams(mode));
}

/** Lanes by number, as cards show them: 'Lanes 1, 3' or 'Lane 2'; unknown ids are shown as ids. */
export function lanesText({ t }: Words, ids: readonly number[], lanes: readonly Lane[]): string {
  const numbers = ids.map((id) => lanes.find((l) => l.id === id)?.number ?? id).sort((a, b) => a - b);
  return t('tournaments.lanes', { count: numbers.length, numbers: numbers.join(', ') });
}

export function hoursText({ t }: Words, hours: number): string {
  return t('tournaments.hours', { hours });
}

/** Maintenance and test lanes cannot be chosen. */
export function laneSelectable(lane: Lane): boolean {
  return lane.status !== 'maintenance' && lane.status !== 'test';
}
