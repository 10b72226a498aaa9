import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useHomeDestination } from '../../../features/home/api/use-home-destination';

/** The home redirector (§2). On error it stays on /dashboard and says so. */
export function Component() {
  const { t } = useTranslation('shell');
  const { data, isError, refetch } = useHomeDestination();
  if (isError) {
    return (
      <section className="page" role="alert">
        <h1>{t('home.title')}</h1>
        <p>{t('home.error')}</p>
        <button type="button" onClick={() => void refetch()}>
          {t('home.retry')}
        </button>
      </section>
    );
  }
  if (!data) return <p aria-busy="true">{t('loading')}</p>;
  if (/^https?:\/\//.test(data)) {
    window.location.replace(data);
    return null;
  }
  return <Navigate replace to={data} />;
}
