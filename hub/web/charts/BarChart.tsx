import { colourOf } from './palette';

export interface Bar {
  label: string;
  value: number;
  /** The value as the reader's language writes it. */
  text: string;
}

/** Venues side by side as horizontal bars, longest first as given, each with its figure written beside it. */
export function BarChart({ bars }: { bars: readonly Bar[] }) {
  const W = 640;
  const ROW = 30;
  const LABEL = 170;
  const VALUE = 110;
  const max = Math.max(0, ...bars.map((b) => b.value)) || 1;
  const width = (v: number) => Math.max(0, (v / max) * (W - LABEL - VALUE));
  return (
    <svg viewBox={`0 0 ${W} ${Math.max(1, bars.length) * ROW}`} className="chart-svg" role="presentation">
      {bars.map((bar, i) => (
        <g key={`${bar.label}-${i}`} transform={`translate(0 ${i * ROW})`}>
          <text x={LABEL - 8} y={ROW / 2 + 5} textAnchor="end" className="axis">
            {bar.label.length > 22 ? `${bar.label.slice(0, 21)}…` : bar.label}
          </text>
          <rect x={LABEL} y={6} height={ROW - 12} width={width(bar.value)} fill={colourOf(1)} rx={3} />
          <text x={LABEL + width(bar.value) + 6} y={ROW / 2 + 5} className="axis">
            {bar.text}
          </text>
        </g>
      ))}
    </svg>
  );
}
