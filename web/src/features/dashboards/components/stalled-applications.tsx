import type { Application } from '@ws/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Pager } from '@/components/ui/pager/pager';
import { useUrlPage } from '../hooks/use-url-page';
import { formatWhen } from '@/lib/dates';

const OPEN = new Set(['APPLIED', 'SCREENING', 'INTERVIEW', 'OFFER']);
const DAY_MS = 86_400_000;

/** Open applications, longest-waiting first: who to call back today. */
export function StalledApplications({
  applications,
  asOf,
}: {
  applications: readonly Application[];
  asOf: number;
}) {
  const { t, i18n } = useTranslation('dashboards');
  const open = applications
    .filter((a) => OPEN.has(a.stage))
    .sort((a, b) => Date.parse(a.updated_at) - Date.parse(b.updated_at));
  const { rows, pager } = useUrlPage(open);
  if (open.length === 0) return <p className="dash-note">{t('tts.noneStalled')}</p>;
  return (
    <>
      <ul className="dash-list">
        {rows.map((a) => {
          const waiting = Math.floor((asOf - Date.parse(a.updated_at)) / DAY_MS);
          return (
            <li key={a.id} className="dash-list__row">
              <span className="dash-list__who">
                {/* Each row opens the application it counts on the hiring board (a link that survives a reload). */}
                <Link
                  className="dash-list__link"
                  to={`${paths.hiring}?application=${encodeURIComponent(a.id)}`}
                >
                  <strong>
                    {a.candidate.first_name} {a.candidate.last_name}
                  </strong>
                </Link>
                <span>{a.position.name}</span>
              </span>
              <span className={`dash-chip dash-chip--stage-${a.stage.toLowerCase()}`}>
                {t(`stage.${a.stage}`)}
              </span>
              <span className={waiting >= 14 ? 'dash-wait dash-wait--late' : 'dash-wait'}>
                {t('tts.waiting', { count: waiting })}
                <span className="dash-list__date">
                  {t('tts.applied', { date: formatWhen(a.applied_at, i18n.language || 'en') })}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <Pager {...pager} />
    </>
  );
}
