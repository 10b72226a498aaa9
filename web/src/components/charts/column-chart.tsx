import { niceMax, share } from './scale';
import './charts.css';

export interface ColumnDatum {
  key: string;
  label: string;
  value: number;
}

interface ColumnChartProps {
  label: string;
  data: readonly ColumnDatum[];
  format?: (value: number) => string;
}

const WIDTH = 320;
const HEIGHT = 140;
const BASE = 120;
const TOP = 14;

/** Vertical columns over time, as an SVG that scales with its card; values sit above the columns. */
export function ColumnChart({ label, data, format = String }: ColumnChartProps) {
  const max = niceMax(Math.max(0, ...data.map((d) => d.value)));
  const slot = WIDTH / Math.max(1, data.length);
  const bar = Math.min(28, slot * 0.6);
  return (
    <figure className="chart-columns">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        preserveAspectRatio="xMidYMid meet"
      >
        {[0.5, 1].map((level) => (
          <line
            key={level}
            x1={0}
            x2={WIDTH}
            y1={BASE - (BASE - TOP) * level}
            y2={BASE - (BASE - TOP) * level}
            className="chart-grid"
          />
        ))}
        <line x1={0} x2={WIDTH} y1={BASE} y2={BASE} className="chart-axis" />
        {data.map((d, i) => {
          const h = share(d.value, max) * (BASE - TOP);
          const x = i * slot + (slot - bar) / 2;
          return (
            <g key={d.key}>
              <title>{`${d.label}: ${format(d.value)}`}</title>
              <rect
                x={x}
                y={BASE - h}
                width={bar}
                height={Math.max(h, 0.5)}
                rx={3}
                className="chart-column"
              />
              <text x={x + bar / 2} y={BASE - h - 3} textAnchor="middle" className="chart-value">
                {format(d.value)}
              </text>
              <text x={x + bar / 2} y={BASE + 13} textAnchor="middle" className="chart-tick">
                {d.label}
              </text>
            </g>
          );
        })}
      </svg>
      {/* The chart's text equivalent: the same figures as a table for screen readers. */}
      <table className="visually-hidden">
        <caption>{label}</caption>
        <tbody>
          {data.map((d) => (
            <tr key={d.key}>
              <th scope="row">{d.label}</th>
              <td>{format(d.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
