import type { GroupPeriodFigures, RankBy, VenuePeriodFigures } from '../../shared/group/periodFigures';
import type { Period } from '../../shared/group/periods';
import type { AllowedVenues, Db } from './db';
import { periodFigures } from './periodFigures';

function valueOf(v: VenuePeriodFigures, by: RankBy): number {
  if (by === 'revenue') return v.figures.revenueMinor;
  return v.figures[by] ?? -1;
}

/**
 * The allowed venues side by side over `period`, best first by `by` (ties by name). Revenue is compared only
 * within a currency: venues are grouped by currency (alphabetically), each group best first, because £100 and
 * €100 are not the same amount.
 */
export async function rankVenues(
  db: Db,
  period: Period,
  allowed: AllowedVenues,
  by: RankBy,
): Promise<GroupPeriodFigures['venues']> {
  const { venues } = await periodFigures(db, period, allowed);
  return [...venues].sort(
    (a, b) =>
      (by === 'revenue' ? a.currency.localeCompare(b.currency) : 0) ||
      valueOf(b, by) - valueOf(a, by) ||
      a.name.localeCompare(b.name),
  );
}
