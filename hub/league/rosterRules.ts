import type { LeagueFormat } from '../../shared/league/matchFormat';
import { minimumRoster } from '../../shared/league/matchFormat';
import { refusal } from '../../server-kit/domainError';

/** A player on a roster head office is given: a kept player names their id, a new one has none. */
export interface RosterEntry {
  id?: string;
  name: string;
  captain: boolean;
}

/**
 * A roster as a league's team may have it, for a new team and for a roster changed mid-season alike: nobody
 * twice (by id, or by name whatever its case), exactly one captain, and at least the format's fewest players
 * (shared/league/matchFormat.ts) — so a team head office draws can always field a lineup on league night.
 */
export function checkRosterRules(
  format: LeagueFormat,
  teamName: string,
  players: readonly RosterEntry[],
): void {
  const ids = new Set<string>();
  const names = new Set<string>();
  for (const p of players) {
    const key = p.name.toLocaleLowerCase('en');
    if ((p.id !== undefined && ids.has(p.id)) || names.has(key))
      throw refusal(400, 'VALIDATION', 'refusals.groupLeague.playerTwice', { name: p.name });
    if (p.id !== undefined) ids.add(p.id);
    names.add(key);
  }
  if (players.filter((p) => p.captain).length !== 1)
    throw refusal(400, 'VALIDATION', 'refusals.groupLeague.oneCaptain');
  const needed = minimumRoster(format);
  if (players.length < needed)
    throw refusal(400, 'VALIDATION', 'refusals.groupLeague.rosterShort', { team: teamName, needed });
}
