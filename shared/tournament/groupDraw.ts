/**
 * The group draw of a group-knockout tournament (docs/behaviour.md#group-knockout).
 *
 * Players are split into groups as evenly as possible; when the split is uneven the first groups take the
 * extra players (17 players in 4 groups: A has 5, B, C and D have 4). The preview text the manager shows
 * before creating ('4 groups of 4') is written by `distributionText` from the very sizes the draw uses, so
 * the preview can never disagree with the groups created.
 */

/** The group counts staff may choose. 7 is not offered: it cannot feed an 8-player knockout evenly. */
export const ALLOWED_GROUP_COUNTS = [2, 3, 4, 5, 6, 8] as const;
export type GroupCount = (typeof ALLOWED_GROUP_COUNTS)[number];
export const DEFAULT_GROUP_COUNT: GroupCount = 4;
export const MIN_PLAYERS = 6;
export const MAX_PLAYERS = 48;
export const DEFAULT_PLAYER_COUNT = 16;
/**
 * A decision of ours: a group needs at least 3 players, so that with 2 advancing the group stage
 * still knocks someone out and every player plays at least 2 games. 6 players therefore allow 2 groups.
 */
export const MIN_PLAYERS_PER_GROUP = 3;

export function isAllowedGroupCount(n: number): n is GroupCount {
  return (ALLOWED_GROUP_COUNTS as readonly number[]).includes(n);
}

/** Group ids are capital letters in draw order: A, B, C ... H. */
export function groupIdAt(index: number): string {
  return String.fromCharCode(65 + index);
}

/**
 * Sizes of each group, first group first: as even as possible, the first `total % groups` groups get one
 * extra player. Returns an empty list when there are no groups.
 */
export function groupSizes(totalPlayers: number, groupCount: number): number[] {
  if (groupCount <= 0 || totalPlayers < 0) return [];
  const base = Math.floor(totalPlayers / groupCount);
  const extra = totalPlayers % groupCount;
  return Array.from({ length: groupCount }, (_, i) => base + (i < extra ? 1 : 0));
}

/** The playersPerGroup stored on the tournament is total divided by groups, rounded down. */
export function playersPerGroupFor(totalPlayers: number, groupCount: number): number {
  return groupCount > 0 ? Math.floor(totalPlayers / groupCount) : 0;
}

/** How many groups of which size: the larger groups first, one entry per size (none for no groups). */
export function groupShape(totalPlayers: number, groupCount: number): { count: number; size: number }[] {
  const sizes = groupSizes(totalPlayers, groupCount);
  const shape: { count: number; size: number }[] = [];
  for (const size of sizes) {
    const last = shape[shape.length - 1];
    if (last && last.size === size) last.count += 1;
    else shape.push({ count: 1, size });
  }
  return shape;
}

function groupsOf({ count, size }: { count: number; size: number }): string {
  return `${count} ${count === 1 ? 'group' : 'groups'} of ${size}`;
}

/**
 * The distribution preview, in the '2 groups of 4' style (its English; the screen words `groupShape` in its
 * language). An uneven split names the larger groups first and joins the two parts with 'and': 17 players in
 * 4 groups → '1 group of 5 and 3 groups of 4'.
 */
export function distributionText(totalPlayers: number, groupCount: number): string {
  return groupShape(totalPlayers, groupCount).map(groupsOf).join(' and ');
}

export interface DrawnGroup {
  groupId: string;
  players: string[];
}

/**
 * Deals players into groups in the order entered, one to each group in turn (A, B, C, D, A, B ...), like
 * dealing cards. A decision of ours on who goes where: dealing rather than cutting the list into
 * blocks means a venue that enters its strongest players first gets them in different groups, the way
 * seeding pots work; and because groups are dealt from A, the first groups still take the extras.
 */
export function drawGroups(players: readonly string[], groupCount: number): DrawnGroup[] {
  const groups: DrawnGroup[] = Array.from({ length: groupCount }, (_, i) => ({
    groupId: groupIdAt(i),
    players: [],
  }));
  players.forEach((player, i) => groups[i % groupCount].players.push(player));
  return groups;
}
