import type { Leaderboard, VenueLane } from '../../../shared/api/venue';
import { statusLabel } from '../../../shared/lanes/laneCard';

/** The leaderboard's three columns on the TV, in the order players look for them. */
export const LEADERBOARD_COLUMNS: {
  key: keyof Leaderboard;
  title: string;
  empty: string;
  format: (value: number) => string;
}[] = [
  { key: 'highestCheckout', title: 'Highest Checkout', empty: 'No checkouts yet', format: String },
  { key: 'mostOneEighties', title: 'Most 180s', empty: 'No 180s yet', format: String },
  {
    key: 'bestAverage',
    title: 'Best 3-Dart Average',
    empty: 'No full leg yet',
    format: (v) => v.toFixed(2),
  },
];

/** The name players know the lane by (issue 20: 'VIP Lane', not 'Lane 10'); 'Lane N' when it has none. */
export function laneTitle(lane: Pick<VenueLane, 'name' | 'number'>): string {
  const name = lane.name.trim();
  return name === '' ? `Lane ${lane.number}` : name;
}

/** A player's legs (and sets, once one is won) in words: 'Legs 1', 'Sets 1 · Legs 0' (issue 20; was 'L1'). */
export function legsText(player: { legs: number; sets: number }): string {
  return player.sets > 0 ? `Sets ${player.sets} · Legs ${player.legs}` : `Legs ${player.legs}`;
}

/**
 * What a lane is doing, beside its name: the game's mode while a game is on; a lane holding a tournament
 * match reads 'Tournament Match' whatever its stored status (issue 20: never 'Available' while a match is on
 * it); otherwise the lane's status in the venue's words.
 */
export function laneDoing(lane: Pick<VenueLane, 'game' | 'match' | 'status'>): string {
  if (lane.game !== null) return lane.game.mode;
  if (lane.match !== null) return statusLabel('tournament');
  return statusLabel(lane.status);
}
