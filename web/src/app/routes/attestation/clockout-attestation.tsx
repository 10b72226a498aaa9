import { useTranslation } from 'react-i18next';
import { QuestionList } from '../../../features/attestation/components/question-list';
import { WithEntryBrand } from './entry-brand';

/** settings/{path?}/clockout-attestation, titled "Clock-out attestation questions". */
export function Component() {
  const { t } = useTranslation('attestation');
  return (
    <section className="page">
      <h1>{t('title')}</h1>
      <p className="at-hint">{t('subtitle')}</p>
      <WithEntryBrand>{(brandId) => <QuestionList brandId={brandId} />}</WithEntryBrand>
    </section>
  );
}
