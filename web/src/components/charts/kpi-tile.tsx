import type { ReactNode } from 'react';
import './charts.css';

interface KpiTileProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: 'default' | 'warn' | 'danger' | 'good';
}

/** One headline figure: a big number with its name and a short line of context. */
export function KpiTile({ label, value, hint, tone = 'default' }: KpiTileProps) {
  return (
    <div className={`chart-kpi chart-kpi--${tone}`} role="group" aria-label={label}>
      <span className="chart-kpi__label">{label}</span>
      <span className="chart-kpi__value">{value}</span>
      {hint ? <span className="chart-kpi__hint">{hint}</span> : null}
    </div>
  );
}
