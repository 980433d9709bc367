import type { PlayerFigures } from '../../../shared/api/stats';
import type { StatsFamily } from '../../../shared/darts/stats';
import { formatNumber } from '../../../shared/i18n/format';
import type { Words } from '../../i18n/words';

/** A player's match in one line for the 'Match Winner!' dialog: the figures players ask about first. */
export function keyFigures(family: StatsFamily, f: PlayerFigures, { t, language }: Words): string {
  const figure = (value: number | null, decimals: number) =>
    value === null ? '–' : formatNumber(value, language, decimals);
  const parts: string[] = [];
  if (family === 'x01') {
    parts.push(t('tablet.figures.average', { value: figure(f.average, 2) }));
    if (f.oneEighties > 0) parts.push(t('tablet.figures.oneEighties', { count: f.oneEighties }));
    if (f.highestCheckout !== null)
      parts.push(t('tablet.figures.highCheckout', { value: String(f.highestCheckout) }));
    if (f.checkoutPercent !== null)
      parts.push(t('tablet.figures.checkout', { percent: figure(f.checkoutPercent, 1) }));
  } else if (family === 'cricket') {
    parts.push(t('tablet.figures.marks', { value: figure(f.marksPerRound, 2) }));
  }
  parts.push(t('tablet.figures.legs', { count: f.legsWon }), t('tablet.figures.darts', { count: f.darts }));
  return parts.join(', ');
}
