import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { QuestionForm } from '../../../features/attestation/components/question-form';
import { attestationListPath } from '../../../features/attestation/question-order';
import { WithEntryBrand } from './entry-brand';
import { ArrowLeft } from 'lucide-react';

/** {path?}/clockout-attestation/management/{id?}: one question of the clock-out attestation. */
export function Component() {
  const { t } = useTranslation('attestation');
  const { id } = useParams();
  const { pathname } = useLocation();
  return (
    <section className="page">
      <Link className="at-back" to={attestationListPath(pathname)}>
        <ArrowLeft aria-hidden="true" size={16} strokeWidth={1.75} /> {t('title')}
      </Link>
      <h1>{id ? t('form.editTitle') : t('form.newTitle')}</h1>
      <WithEntryBrand>
        {(brandId) => <QuestionForm brandId={brandId} questionId={id} />}
      </WithEntryBrand>
    </section>
  );
}
