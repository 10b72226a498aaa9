import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** §2 /maintenance: where IN_MAINTENANCE sends everyone. */
export function Component() {
  const { t } = useTranslation('shell');
  return (
    <section className="page status-page">
      <h1>{t('maintenance.title')}</h1>
      <p>{t('maintenance.body')}</p>
      <Link to={paths.dashboard}>{t('maintenance.retry')}</Link>
    </section>
  );
}
