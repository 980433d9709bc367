import type { Leaderboard } from '../../../shared/api/venue';
import { formatNumber } from '../../../shared/i18n/format';
import type { TvKey } from '../../../shared/i18n/keys';
import type { Language } from '../../../shared/i18n/languages';
import type { Translate } from '../../i18n/i18nContext';

/** The leaderboard's three columns on the TV, in the order players look for them. */
export const LEADERBOARD_COLUMNS: {
  key: keyof Leaderboard;
  title: TvKey;
  empty: TvKey;
  format: (value: number, language: Language) => string;
}[] = [
  {
    key: 'highestCheckout',
    title: 'tv.venue.highestCheckout',
    empty: 'tv.venue.noCheckouts',
    format: String,
  },
  {
    key: 'mostOneEighties',
    title: 'tv.venue.mostOneEighties',
    empty: 'tv.venue.noOneEighties',
    format: String,
  },
  {
    key: 'bestAverage',
    title: 'tv.venue.bestAverage',
    empty: 'tv.venue.noFullLeg',
    format: (v, language) => formatNumber(v, language, 2),
  },
];

/**
 * A player's legs (and sets, once one is won) in words: 'Legs 1', 'Sets 1 · Legs 0' (not 'L1'). Kept to this
 * one helper: the TV's script budget (docs/wire.md) is nearly spent, so the lane's name comes from the server
 * ready to show, and a match lane's status is already `tournament` there ('Tournament Match').
 */
export function legsText(player: { legs: number; sets: number }, t: Translate): string {
  return player.sets > 0
    ? t('tv.venue.setsLegs', { sets: player.sets, legs: player.legs })
    : t('tv.venue.legs', { legs: player.legs });
}
