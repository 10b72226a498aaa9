import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** The way from a member's landing page to My schedule: §2 sends non-employers to /dashboard/member. */
export function MyScheduleLink() {
  const { t } = useTranslation('workday');
  return (
    <section className="pf-card" aria-labelledby="my-schedule-link-title">
      <h2 id="my-schedule-link-title">{t('memberLink.title')}</h2>
      <p>{t('memberLink.text')}</p>
      <Link to={paths.mySchedule}>{t('memberLink.open')}</Link>
    </section>
  );
}
