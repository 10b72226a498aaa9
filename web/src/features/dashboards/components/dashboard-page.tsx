import { useTranslation } from 'react-i18next';
import { BarList } from '../../../components/charts/bar-list';
import { ColumnChart } from '../../../components/charts/column-chart';
import { KpiTile } from '../../../components/charts/kpi-tile';
import { RISK_FLAGS, STAGES } from '../figures';
import { useDashboardData } from '../hooks/use-dashboard-data';
import '../dashboards.css';
import { formatters } from './format';
import { EmptyState, ErrorState } from '@/components/ui/states/states';
import { DashboardSkeleton, Panel } from './panels';
import { StalledApplications } from './stalled-applications';
import { type UnitColumn, UnitTable } from './unit-table';
import { dateTimeFormat } from '../../../lib/intl-format';
import { LayoutDashboard } from 'lucide-react';

export type DashboardKind = 'tts' | 'gp' | 'parent' | 'risk';

const COLUMNS: Record<DashboardKind, readonly UnitColumn[]> = {
  tts: [],
  gp: ['headcount', 'scheduledHours', 'labourCost', 'applications', 'hired', 'medianDaysToHire'],
  parent: ['headcount', 'onLeave', 'bench', 'scheduledHours', 'open', 'hired'],
  risk: ['headcount', 'onLeave', 'bench', 'open', 'flags'],
};

const STAGE_TONE = {
  APPLIED: 'muted',
  SCREENING: 'accent',
  INTERVIEW: 'accent',
  OFFER: 'warn',
  HIRED: 'good',
  REJECTED: 'danger',
} as const;

/**
 * One dashboard of the hiring and workforce figures; `kind` picks the figures its reader needs,
 * `readsShifts` whether the reader has the scheduling product the week's shifts belong to (null
 * until that is known).
 */
export function DashboardPage({
  brandId,
  kind,
  readsShifts,
}: {
  brandId: string;
  kind: DashboardKind;
  readsShifts: boolean | null;
}) {
  const { t, i18n } = useTranslation('dashboards');
  const data = useDashboardData(brandId, { readsShifts });
  const format = formatters(i18n.language || 'en', data.currency);
  const weekLabel = dateTimeFormat(i18n.language || 'en', { month: 'short', day: 'numeric' });
  const figures = data.figures;

  const header = (
    <header className="dash-header">
      <div>
        <h1>{t(`${kind}.title`)}</h1>
        <p className="dash-subtitle">
          {figures ? t(`${kind}.subtitle`, { brand: figures.brandName }) : t(`${kind}.lead`)}
        </p>
      </div>
      {kind !== 'tts' && (
        <span className="dash-chip" title={t('filter.hint')}>
          {t(`filter.${data.filter ?? 'ALL_LEVELS'}`)}
        </span>
      )}
    </header>
  );

  if (data.isError) {
    return (
      <section className="page dash">
        {header}
        <ErrorState
          ns="dashboards"
          frame="bordered"
          title={t('state.errorTitle')}
          onRetry={data.retry}
        />
      </section>
    );
  }
  if (!figures) {
    return (
      <section className="page dash" aria-busy="true">
        {header}
        <DashboardSkeleton />
      </section>
    );
  }
  if (figures.applications === 0 && figures.headcount === 0) {
    return (
      <section className="page dash">
        {header}
        <EmptyState
          frame="bordered"
          icon={<LayoutDashboard aria-hidden="true" size={28} strokeWidth={1.5} />}
          title={t('state.emptyTitle')}
          hint={t('state.emptyHint')}
        />
      </section>
    );
  }

  const flagged = figures.units.filter((u) => u.flags.length > 0).length;
  const weekly = figures.weekly.map((w) => ({
    key: w.weekStart,
    label: weekLabel.format(new Date(`${w.weekStart}T00:00:00`)),
    value: w.count,
  }));
  const stages = STAGES.map((s) => ({
    key: s,
    label: t(`stage.${s}`),
    value: figures.stages[s],
    tone: STAGE_TONE[s],
  }));
  const kpis = {
    applications: (
      <KpiTile
        key="applications"
        label={t('kpi.applications')}
        value={format.number(figures.applications)}
        hint={t('kpi.openHint', { count: figures.open })}
      />
    ),
    timeToHire: (
      <KpiTile
        key="timeToHire"
        label={t('kpi.timeToHire')}
        value={
          figures.medianDaysToHire === null
            ? '—'
            : t('kpi.days', { count: Math.round(figures.medianDaysToHire) })
        }
        hint={t('kpi.hiredHint', { count: figures.hired })}
      />
    ),
    hireRate: (
      <KpiTile
        key="hireRate"
        label={t('kpi.hireRate')}
        value={format.percent(figures.hireRate)}
        hint={t('kpi.hireRateHint')}
      />
    ),
    headcount: (
      <KpiTile
        key="headcount"
        label={t('kpi.headcount')}
        value={format.number(figures.headcount)}
        hint={t('kpi.onLeaveHint', { count: figures.onLeave })}
      />
    ),
    hours: (
      <KpiTile
        key="hours"
        label={t('kpi.scheduledHours')}
        value={format.number(
          figures.scheduledHours === null ? null : Math.round(figures.scheduledHours),
        )}
        hint={t('kpi.thisWeek')}
      />
    ),
    cost: (
      <KpiTile
        key="cost"
        label={t('kpi.labourCost')}
        value={format.money(figures.labourCost)}
        hint={t('kpi.thisWeek')}
      />
    ),
    flagged: (
      <KpiTile
        key="flagged"
        label={t('kpi.flagged')}
        value={t('kpi.ofLocations', { count: flagged, total: figures.units.length })}
        tone={flagged > 0 ? 'danger' : 'good'}
        hint={t('kpi.flaggedHint')}
      />
    ),
  };
  const tiles = {
    tts: [kpis.applications, kpis.timeToHire, kpis.hireRate, kpis.headcount],
    gp: [kpis.headcount, kpis.hours, kpis.cost, kpis.applications, kpis.timeToHire],
    parent: [kpis.headcount, kpis.hours, kpis.applications, kpis.hireRate],
    risk: [kpis.flagged, kpis.headcount, kpis.hours, kpis.applications],
  }[kind];

  return (
    <section className="page dash">
      {header}
      <div className="dash-kpis">{tiles}</div>
      <div className="dash-grid">
        {kind === 'risk' ? (
          <Panel title={t('risk.byFlag')}>
            <BarList
              label={t('risk.byFlag')}
              data={RISK_FLAGS.map((f) => ({
                key: f,
                label: t(`risk.flag.${f}`),
                value: figures.flags[f],
                tone: 'danger' as const,
              }))}
            />
            <p className="dash-note">{t('risk.rules')}</p>
          </Panel>
        ) : (
          <Panel title={t('chart.funnel')}>
            <BarList label={t('chart.funnel')} data={stages} />
          </Panel>
        )}
        <Panel title={t('chart.weekly')}>
          <ColumnChart label={t('chart.weekly')} data={weekly} />
        </Panel>
        {kind === 'tts' ? (
          <Panel title={t('chart.positions')}>
            {figures.positions.length === 0 ? (
              <p className="dash-note">{t('state.noApplications')}</p>
            ) : (
              <BarList
                label={t('chart.positions')}
                data={figures.positions.map((p) => ({
                  key: p.name,
                  label: p.name,
                  value: p.count,
                }))}
              />
            )}
          </Panel>
        ) : (
          <Panel title={t('chart.headcount')}>
            <BarList
              label={t('chart.headcount')}
              data={[...figures.units]
                .sort((a, b) => b.headcount - a.headcount)
                .slice(0, 8)
                .map((u) => ({
                  key: u.id,
                  label: u.name,
                  value: u.headcount,
                  tone:
                    u.flags.length > 0 && kind === 'risk' ? ('warn' as const) : ('accent' as const),
                }))}
            />
          </Panel>
        )}
      </div>
      {kind === 'tts' ? (
        <Panel title={t('tts.stalled')} wide>
          <StalledApplications applications={data.applications} asOf={figures.asOf} />
        </Panel>
      ) : (
        <Panel title={t('table.title')} wide>
          <UnitTable
            units={
              kind === 'risk'
                ? [...figures.units].sort((a, b) => b.flags.length - a.flags.length)
                : figures.units
            }
            columns={COLUMNS[kind]}
            format={format}
          />
        </Panel>
      )}
    </section>
  );
}
