import type { Job } from '@ws/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { jobPath } from '../../../config/paths';
import { formatWhen } from '@/lib/dates';
import { formatPay, formatPlace } from '../format';

/** One opening in the list: its title opens the job. */
export function JobCard({ job }: { job: Job }) {
  const { t, i18n } = useTranslation('jobs');
  return (
    <li className="jobs-card">
      <h3 className="jobs-card__title">
        <Link to={jobPath(job.id)}>{job.title}</Link>
      </h3>
      <p className="jobs-card__brand">
        {job.brand.name} · {formatPlace(job.place)}
      </p>
      <p className="jobs-muted">
        {t(`type.${job.employment_type}`)} ·{' '}
        {t('pay', { range: formatPay(job.hourly_pay, i18n.language) })} ·{' '}
        {t('posted', { date: formatWhen(job.posted_at, i18n.language) })}
      </p>
      {job.applied ? <p className="jobs-badge">{t('applied')}</p> : null}
    </li>
  );
}
