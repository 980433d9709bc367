import { colourOf } from './palette';

export interface Line {
  name: string;
  /** One value per label; null where nothing is known (a gap in the line). */
  values: readonly (number | null)[];
}

const W = 640;
const H = 220;
const LEFT = 64;
const RIGHT = 16;
const TOP = 12;
const BOTTOM = 28;

/** A nice round top for the axis: 1, 2 or 5 times a power of ten, at or above the largest value. */
function niceTop(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((s) => s * power >= max) ?? 10;
  return step * power;
}

/**
 * Lines over time, drawn as SVG: a value axis with four steps written by `format`, and every few labels along
 * the bottom. The chart's table (ChartFrame) carries the figures for screen readers.
 */
export function LineChart({
  labels,
  lines,
  format,
  top,
}: {
  labels: readonly string[];
  lines: readonly Line[];
  format: (value: number) => string;
  /** The axis's top when it is fixed (utilisation: 100). */
  top?: number;
}) {
  const all = lines.flatMap((l) => l.values.filter((v): v is number => v !== null));
  const min = Math.min(0, ...all);
  const max = top ?? niceTop(Math.max(0, ...all));
  const span = max - min || 1;
  const x = (i: number) => LEFT + (labels.length <= 1 ? 0 : (i * (W - LEFT - RIGHT)) / (labels.length - 1));
  const y = (v: number) => TOP + ((max - v) * (H - TOP - BOTTOM)) / span;
  const every = Math.max(1, Math.ceil(labels.length / 6));
  const ticks = [0, 1, 2, 3, 4].map((k) => min + (span * k) / 4);
  return (
    <div>
      <svg viewBox={`0 0 ${W} ${H}`} className="chart-svg" role="presentation">
        {ticks.map((v) => (
          <g key={v}>
            <line x1={LEFT} x2={W - RIGHT} y1={y(v)} y2={y(v)} className="grid" />
            <text x={LEFT - 6} y={y(v) + 4} textAnchor="end" className="axis">
              {format(v)}
            </text>
          </g>
        ))}
        {labels.map((label, i) =>
          i % every === 0 ? (
            <text
              key={i}
              x={x(i)}
              y={H - 8}
              textAnchor={i === 0 ? 'start' : i === labels.length - 1 ? 'end' : 'middle'}
              className="axis"
            >
              {label}
            </text>
          ) : null,
        )}
        {lines.map((line, n) => {
          const d = line.values
            .map((v, i) => (v === null ? null : `${x(i).toFixed(1)},${y(v).toFixed(1)}`))
            .reduce<string>((path, point, i, points) => {
              if (point === null) return path;
              return `${path}${i === 0 || points[i - 1] === null ? 'M' : 'L'}${point}`;
            }, '');
          return (
            <g key={line.name}>
              <path d={d} fill="none" stroke={colourOf(n)} strokeWidth={n === 0 ? 3 : 2} />
              {line.values.length === 1 && line.values[0] !== null && line.values[0] !== undefined ? (
                <circle cx={x(0)} cy={y(line.values[0])} r={4} fill={colourOf(n)} />
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul className="legend">
        {lines.map((line, n) => (
          <li key={line.name}>
            <span className="swatch" style={{ background: colourOf(n) }} />
            {line.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
