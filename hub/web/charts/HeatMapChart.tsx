import type { HeatMap } from '../../../shared/group/periodFigures';

/**
 * A venue's week as a grid: a row per weekday (Monday first), a column per hour, each cell as dark as its lanes
 * were busy on average (the busiest cell darkest); an empty cell is an hour nobody played.
 */
export function HeatMapChart({ map, weekdays }: { map: HeatMap; weekdays: readonly string[] }) {
  const CELL = 22;
  const LEFT = 44;
  const TOP = 18;
  const max = Math.max(0, ...map.cells.map((c) => c.averageLanesBusy)) || 1;
  const busy = new Map(map.cells.map((c) => [`${c.weekday} ${c.hour}`, c.averageLanesBusy]));
  const hours = Array.from({ length: 24 }, (_, h) => h);
  return (
    <svg viewBox={`0 0 ${LEFT + 24 * CELL} ${TOP + 7 * CELL}`} className="chart-svg heat" role="presentation">
      {hours.map((h) =>
        h % 3 === 0 ? (
          <text key={h} x={LEFT + h * CELL + CELL / 2} y={12} textAnchor="middle" className="axis">
            {String(h).padStart(2, '0')}
          </text>
        ) : null,
      )}
      {weekdays.map((name, d) => (
        <g key={name}>
          <text x={LEFT - 6} y={TOP + d * CELL + CELL / 2 + 4} textAnchor="end" className="axis">
            {name}
          </text>
          {hours.map((h) => {
            const value = busy.get(`${d + 1} ${h}`) ?? 0;
            return (
              <rect
                key={h}
                x={LEFT + h * CELL + 1}
                y={TOP + d * CELL + 1}
                width={CELL - 2}
                height={CELL - 2}
                fill={value > 0 ? `rgb(31 95 191 / ${(0.12 + (0.88 * value) / max).toFixed(2)})` : '#eef0f3'}
              />
            );
          })}
        </g>
      ))}
    </svg>
  );
}
