import { useTranslation } from 'react-i18next';

/** §2 settings/{path?}/clockout-attestation, titled "Clock-out attestation questions" [R2-09]. */
export function Component() {
  const { t } = useTranslation('shell');
  return (
    <section className="page">
      <h1>{t('pages.attestation')}</h1>
    </section>
  );
}
