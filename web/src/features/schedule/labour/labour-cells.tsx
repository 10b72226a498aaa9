import { TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Labour } from './use-labour';
import type { LabourDay } from './labour';
import { usePercentText } from './words';

type Figure = Pick<LabourDay, 'percent' | 'over'>;

/** One day's (or the week's) cost as a share of sales, and whether it is over the target, in words. */
function LabourFigure({ figure }: { figure: Figure }) {
  const { t } = useTranslation('labour');
  const percent = usePercentText();
  if (figure.percent === null) return <span className="labour-none">{t('cell.none')}</span>;
  const Icon = figure.over ? TrendingUp : TrendingDown;
  return (
    <span className={figure.over ? 'labour-figure labour-figure--over' : 'labour-figure'}>
      <span className="labour-figure__pct">
        {t('cell.ofSales', { percent: percent(figure.percent) })}
      </span>
      <span className="labour-figure__state">
        <Icon aria-hidden="true" size={14} />
        {t(figure.over ? 'cell.over' : 'cell.within')}
      </span>
    </span>
  );
}

/** The grid's last footer row: each day's labour as a share of its projected sales, and the week's. */
export function LabourGridRow({ labour }: { labour: Labour }) {
  const { t } = useTranslation('labour');
  const percent = usePercentText();
  const { figures } = labour;
  if (!figures) return null;
  return (
    <tr className="labour-row" data-testid="labour-row">
      <th scope="row" className="sched-person">
        {t('row.title')}
        <span className="labour-row__target">
          {t('row.target', { percent: percent(figures.target) })}
        </span>
      </th>
      {figures.days.map((d) => (
        <td key={d.day} className="sched-grid__total" data-day={d.day}>
          <LabourFigure figure={d} />
        </td>
      ))}
      <td className="sched-grid__total sched-grid__total--week">
        <LabourFigure figure={figures.week} />
      </td>
    </tr>
  );
}

/** The phone's day view: the chosen day's labour as a share of its projected sales. */
export function LabourDayLine({ labour, day }: { labour: Labour; day: string }) {
  const { t } = useTranslation('labour');
  const percent = usePercentText();
  const figure = labour.figures?.days.find((d) => d.day === day);
  if (!labour.figures || !figure) return null;
  return (
    <p className="labour-dayline" data-testid="labour-day">
      <LabourFigure figure={figure} />
      <span className="labour-row__target">
        {t('row.target', { percent: percent(labour.figures.target) })}
      </span>
    </p>
  );
}
