import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

/** §2 {path?}/clockout-attestation/management/{id?}. */
export function Component() {
  const { t } = useTranslation('shell');
  const { id } = useParams();
  return (
    <section className="page">
      <h1>{t('pages.attestationManagement')}</h1>
      {id && <p>{t('pages.itemId', { id })}</p>}
    </section>
  );
}
