import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useUserInfo } from '@/lib/queries/user-info';
import { useJob } from '../api/get-job';
import { formatWhen } from '@/lib/dates';
import { formatPay, formatPlace } from '../format';
import { ApplyForm } from './apply-form';

/** One opening: what it is and where, then the application form, or a note that the person applied. */
export function JobDetail({ jobId }: { jobId: string }) {
  const { t, i18n } = useTranslation('jobs');
  const job = useJob(jobId);
  const user = useUserInfo();
  if (job.isPending) return <p role="status">{t('loading')}</p>;
  if (job.isError) {
    return (
      <div className="form-error" role="alert">
        <p>{t('notFound')}</p>
        <Link to={paths.jobs}>{t('back')}</Link>
      </div>
    );
  }
  const data = job.data;
  const info = user.data;
  return (
    <article className="jobs-detail">
      <p>
        <Link to={paths.jobs}>{t('back')}</Link>
      </p>
      <h1>{data.title}</h1>
      <p className="jobs-card__brand">
        {data.brand.name} · {data.place.address}, {formatPlace(data.place)}
      </p>
      <dl className="jobs-facts">
        <dt>{t('facts.type')}</dt>
        <dd>{t(`type.${data.employment_type}`)}</dd>
        <dt>{t('facts.pay')}</dt>
        <dd>{t('pay', { range: formatPay(data.hourly_pay, i18n.language) })}</dd>
        <dt>{t('facts.posted')}</dt>
        <dd>{formatWhen(data.posted_at, i18n.language)}</dd>
      </dl>
      <p>{data.description}</p>
      {data.applied ? (
        <p className="jobs-done" role="status">
          {t('apply.done')} <Link to={paths.member}>{t('apply.seeApplications')}</Link>
        </p>
      ) : info ? (
        <ApplyForm
          jobId={data.id}
          defaults={{
            name: `${info.first_name} ${info.last_name}`.trim(),
            email: info.email,
            phone: info.phone ?? '',
          }}
        />
      ) : null}
    </article>
  );
}
