import { useTranslation } from 'react-i18next';

/** A destination whose screen is not built yet: its translated title (pages.* in shell.json). */
export function TitledPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('shell');
  return (
    <section className="page">
      <h1>{t(titleKey)}</h1>
    </section>
  );
}
