import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ConfigurationForm } from '../../../features/rewards/components/configuration-form';
import { tabPath } from '../../../features/rewards/rewards-path';
import { WithEntryBrand } from './entry-brand';
import '../../../features/rewards/components/rewards.css';

/** {path?}/rewards-and-recognition/configuration: the programme's switch, points name and rate. */
export function Component() {
  const { t } = useTranslation('rewards');
  const { pathname } = useLocation();
  return (
    <section className="page">
      <Link className="rw-back" to={tabPath(pathname, 'budget')}>
        ← {t('title')}
      </Link>
      <h1>{t('configuration.title')}</h1>
      <WithEntryBrand>{(brandId) => <ConfigurationForm brandId={brandId} />}</WithEntryBrand>
    </section>
  );
}
