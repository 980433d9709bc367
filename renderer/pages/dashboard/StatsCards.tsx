import type { Stats } from '../../../shared/api/lanes';

const CARDS: { key: keyof Stats; label: string }[] = [
  { key: 'availableLanes', label: 'Available Lanes' },
  { key: 'occupiedLanes', label: 'Occupied Lanes' },
  { key: 'reservedLanes', label: 'Reserved Lanes' },
  { key: 'todaysFutureReservations', label: "Today's Future Reservations" },
];

/** The dashboard's figures: four cards, skeleton placeholders while the counts load. */
export function StatsCards({ stats }: { stats: Stats | undefined }) {
  return (
    <section className="stats-grid" aria-label="Stats overview" aria-busy={stats === undefined}>
      {CARDS.map((card) => (
        <div key={card.key} className="card stat-card">
          <p className="muted stat-label">{card.label}</p>
          {stats === undefined ? (
            <span className="skeleton stat-skeleton" data-testid="stat-skeleton" aria-hidden="true" />
          ) : (
            <p className="stat-value" aria-label={card.label}>
              {stats[card.key]}
            </p>
          )}
        </div>
      ))}
    </section>
  );
}
