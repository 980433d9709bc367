/**
 * Knockout seeding: who meets whom when the groups are done (tournaments.advancePerGroup and
 * seedingMethod, docs/behaviour.md#the-knockout-draw; default 'A1vB2,C1vD2,B1vA2,D1vC2').
 */
import type { Standing } from './standings';
import { bracketSizeFor, firstStageFor, MAX_KNOCKOUT_PLAYERS, type KnockoutStage } from './knockout';

export interface GroupTable {
  groupId: string;
  /** Final standings of the group, best first (standingsFor). */
  standings: readonly Standing[];
}

export interface Qualifier {
  player: string;
  groupId: string;
  /** 1 for the group winner, 2 for the runner-up... */
  place: number;
  standing: Standing;
}

export interface FirstRoundMatch {
  /** 1-based number within the first stage (QF1, SF1 ...). */
  matchNumber: number;
  home: Qualifier;
  /** null is a bye: home goes straight into the next stage. */
  away: Qualifier | null;
}

export interface KnockoutDraw {
  stage: KnockoutStage;
  bracketSize: number;
  matches: FirstRoundMatch[];
}

/**
 * Every qualifier, best-placed first. Group winners rank above runners-up; within a place, the better
 * group record (points, then leg difference, then legs won — head-to-head cannot compare players from
 * different groups) ranks higher, then the earlier group letter. When more than 8 would qualify (the
 * knockout starts at the quarter finals) the field is the top 8 of this ranking: all the group winners
 * and the best runners-up.
 */
export function qualifiersFrom(groups: readonly GroupTable[], advancePerGroup: number): Qualifier[] {
  const all = groups.flatMap((g) =>
    g.standings
      .slice(0, advancePerGroup)
      .map((standing, i) => ({ player: standing.player, groupId: g.groupId, place: i + 1, standing })),
  );
  const diff = (q: Qualifier) => q.standing.legsFor - q.standing.legsAgainst;
  all.sort(
    (a, b) =>
      a.place - b.place ||
      b.standing.points - a.standing.points ||
      diff(b) - diff(a) ||
      b.standing.legsFor - a.standing.legsFor ||
      a.groupId.localeCompare(b.groupId),
  );
  return all.slice(0, MAX_KNOCKOUT_PLAYERS);
}

/** Bracket positions of seeds 1..size, so seeds 1 and 2 can only meet in the final: 8 → 1,8,4,5,2,7,3,6. */
export function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((s) => [s, n + 1 - s]);
  }
  return order;
}

/**
 * Reads a seeding method such as 'A1vB2,C1vD2,B1vA2,D1vC2' against the qualifiers. It applies only when it
 * names every qualifier exactly once and fills the bracket with no byes; otherwise null.
 */
function fromSeedingMethod(method: string, qualifiers: readonly Qualifier[]): FirstRoundMatch[] | null {
  const byToken = new Map(qualifiers.map((q) => [`${q.groupId}${q.place}`, q]));
  const pairs = method
    .split(',')
    .map((p) => p.trim().toUpperCase())
    .filter((p) => p.length > 0)
    .map((p) => p.split('V').map((t) => byToken.get(t.trim())));
  const used = new Set(pairs.flat());
  const complete =
    pairs.length * 2 === bracketSizeFor(qualifiers.length) &&
    pairs.length * 2 === qualifiers.length &&
    pairs.every((p) => p.length === 2 && p[0] && p[1]) &&
    used.size === qualifiers.length;
  if (!complete) return null;
  return pairs.map(([home, away], i) => ({
    matchNumber: i + 1,
    home: home as Qualifier,
    away: away ?? null,
  }));
}

const sameGroup = (m: FirstRoundMatch) => m.away !== null && m.home.groupId === m.away.groupId;

/**
 * Moves group-mates apart in the first round: an away player who meets their own group's player swaps
 * with the away player of the match nearest in the bracket where the swap leaves both matches between
 * different groups. Byes are never swapped, so they stay with the best-placed qualifiers.
 */
function separateGroupMates(matches: FirstRoundMatch[]): FirstRoundMatch[] {
  const result = matches.map((m) => ({ ...m }));
  for (let i = 0; i < result.length; i++) {
    if (!sameGroup(result[i])) continue;
    const candidates = result
      .map((_, j) => j)
      .filter((j) => j !== i && result[j].away !== null)
      .sort((a, b) => Math.abs(a - i) - Math.abs(b - i));
    for (const j of candidates) {
      const a = { ...result[i], away: result[j].away };
      const b = { ...result[j], away: result[i].away };
      if (!sameGroup(a) && !sameGroup(b)) {
        result[i] = a;
        result[j] = b;
        break;
      }
    }
  }
  return result;
}

/**
 * The first knockout round. With the default 4 groups and 2 advancing, the tournament's seeding method
 * decides (A1vB2, C1vD2, B1vA2, D1vC2 as quarter finals 1 to 4). Any other shape gets a bracket of the
 * next power of two: qualifiers are seeded by qualifiersFrom, placed so the top seeds meet late, the empty
 * places become byes for the best-placed qualifiers, and group-mates are kept apart in the first round.
 */
export function seedKnockout(
  groups: readonly GroupTable[],
  advancePerGroup: number,
  seedingMethod: string,
): KnockoutDraw {
  const qualifiers = qualifiersFrom(groups, advancePerGroup);
  const bracketSize = bracketSizeFor(qualifiers.length);
  const stage = firstStageFor(bracketSize);
  const fixed = fromSeedingMethod(seedingMethod, qualifiers);
  if (fixed) return { stage, bracketSize, matches: fixed };
  const order = seedOrder(bracketSize);
  const matches: FirstRoundMatch[] = [];
  for (let i = 0; i < order.length; i += 2) {
    const [top, bottom] = [order[i], order[i + 1]];
    const home = qualifiers[Math.min(top, bottom) - 1];
    const away = qualifiers[Math.max(top, bottom) - 1] ?? null;
    matches.push({ matchNumber: i / 2 + 1, home, away });
  }
  return { stage, bracketSize, matches: separateGroupMates(matches) };
}
