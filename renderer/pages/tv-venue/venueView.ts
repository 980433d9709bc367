import type { Leaderboard } from '../../../shared/api/venue';

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

/**
 * A player's legs (and sets, once one is won) in words: 'Legs 1', 'Sets 1 · Legs 0' (not 'L1'). Kept to this
 * one helper: the TV's script budget (docs/wire.md) is nearly spent, so the lane's name comes from the server
 * ready to show, and a match lane's status is already `tournament` there ('Tournament Match').
 */
export function legsText(player: { legs: number; sets: number }): string {
  return player.sets > 0 ? `Sets ${player.sets} · Legs ${player.legs}` : `Legs ${player.legs}`;
}
