import { useTranslation } from 'react-i18next';
import { ConfigurationForm } from '../../../features/rewards/components/configuration-form';
import { ManagementPage } from './management-page';

/** {path?}/rewards-and-recognition/configuration: the programme's switch, points name and rate. */
export function Component() {
  const { t } = useTranslation('rewards');
  return (
    <ManagementPage tab="budget" backLabel={t('title')} title={t('configuration.title')}>
      {(brandId) => <ConfigurationForm brandId={brandId} />}
    </ManagementPage>
  );
}
