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
