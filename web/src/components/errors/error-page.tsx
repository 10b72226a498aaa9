import { useTranslation } from 'react-i18next';

/** §2/§8: what an unhandled interface error shows. Plain links so it works even if routing broke. */
export function ErrorPage({ homePath = '/dashboard' }: { homePath?: string }) {
  const { t } = useTranslation('shell');
  return (
    <section className="error-page" role="alert">
      <h1>{t('errorPage.title')}</h1>
      <div className="error-page-actions">
        <button type="button" onClick={() => window.location.reload()}>
          {t('errorPage.reload')}
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => window.location.assign(homePath)}
        >
          {t('errorPage.home')}
        </button>
      </div>
    </section>
  );
}
