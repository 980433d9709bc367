import type { Leaderboard } from '../../../shared/api/stats';

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

/** A lane with no game in play, as the TV names its state (SPEC §4 lane statuses). */
export function laneStatusText(status: string): string {
  switch (status) {
    case 'available':
      return 'Available';
    case 'occupied':
      return 'Starting';
    case 'reserved':
      return 'Reserved';
    case 'test':
      return 'Test Mode';
    case 'maintenance':
      return 'Maintenance';
    default:
      return status;
  }
}
