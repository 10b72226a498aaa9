import { niceMax, share } from './scale';
import './charts.css';

export interface BarDatum {
  key: string;
  label: string;
  value: number;
  tone?: 'accent' | 'good' | 'warn' | 'danger' | 'muted';
}

interface BarListProps {
  label: string;
  data: readonly BarDatum[];
  format?: (value: number) => string;
}

/** Horizontal bars: labels stay readable on a phone, where a column chart's axis would not. */
export function BarList({ label, data, format = String }: BarListProps) {
  const max = niceMax(Math.max(0, ...data.map((d) => d.value)));
  return (
    <ul className="chart-bars" aria-label={label}>
      {data.map((d) => (
        <li key={d.key} className="chart-bars__row">
          <span className="chart-bars__label">{d.label}</span>
          <span className="chart-bars__track" aria-hidden="true">
            <span
              className={`chart-bars__fill chart-tone--${d.tone ?? 'accent'}`}
              style={{ width: `${share(d.value, max) * 100}%` }}
            />
          </span>
          <span className="chart-bars__value">{format(d.value)}</span>
        </li>
      ))}
    </ul>
  );
}
