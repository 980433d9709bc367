import type { Stats } from '../../../shared/api/lanes';
import type { StaffKey } from '../../../shared/i18n/keys';
import { useT } from '../../i18n/I18nProvider';

const CARDS: { key: keyof Stats; label: StaffKey }[] = [
  { key: 'availableLanes', label: 'staff.stats.availableLanes' },
  { key: 'occupiedLanes', label: 'staff.stats.occupiedLanes' },
  { key: 'reservedLanes', label: 'staff.stats.reservedLanes' },
  { key: 'todaysFutureReservations', label: 'staff.stats.todaysFutureReservations' },
];

/** The dashboard's figures: four cards, skeleton placeholders while the counts load. */
export function StatsCards({ stats }: { stats: Stats | undefined }) {
  const t = useT();
  return (
    <section className="stats-grid" aria-label={t('staff.stats.overview')} aria-busy={stats === undefined}>
      {CARDS.map((card) => (
        <div key={card.key} className="card stat-card">
          <p className="muted stat-label">{t(card.label)}</p>
          {stats === undefined ? (
            <span className="skeleton stat-skeleton" data-testid="stat-skeleton" aria-hidden="true" />
          ) : (
            <p className="stat-value" aria-label={t(card.label)}>
              {stats[card.key]}
            </p>
          )}
        </div>
      ))}
    </section>
  );
}
