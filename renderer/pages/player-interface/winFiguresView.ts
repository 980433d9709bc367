import type { PlayerFigures } from '../../../shared/api/stats';
import type { StatsFamily } from '../../../shared/darts/stats';

/** A player's match in one line for the 'Match Winner!' dialog: the figures players ask about first. */
export function keyFigures(family: StatsFamily, f: PlayerFigures): string {
  const parts: string[] = [];
  if (family === 'x01') {
    parts.push(`average ${f.average === null ? '–' : f.average.toFixed(2)}`);
    if (f.oneEighties > 0) parts.push(`${f.oneEighties} × 180`);
    if (f.highestCheckout !== null) parts.push(`high checkout ${f.highestCheckout}`);
    if (f.checkoutPercent !== null) parts.push(`checkout ${f.checkoutPercent.toFixed(1)}%`);
  } else if (family === 'cricket') {
    parts.push(`${f.marksPerRound === null ? '–' : f.marksPerRound.toFixed(2)} marks per round`);
  }
  parts.push(`${f.legsWon} ${f.legsWon === 1 ? 'leg' : 'legs'}`, `${f.darts} darts`);
  return parts.join(', ');
}
