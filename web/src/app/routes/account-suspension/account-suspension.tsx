import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** §2 /account-suspension: shown to suspended accounts. */
export function Component() {
  const { t } = useTranslation('shell');
  return (
    <section className="page status-page">
      <h1>{t('suspension.title')}</h1>
      <p>{t('suspension.body')}</p>
      <Link to={paths.logout}>{t('header.logout')}</Link>
    </section>
  );
}
