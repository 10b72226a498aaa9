import { useTranslation } from 'react-i18next';

/** A read that failed, said in the card's own words, with the way to ask again beside it. */
export function RetryError({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  const { t } = useTranslation('profile');
  return (
    <p className="form-error" role="alert">
      {message}{' '}
      <button type="button" className="secondary" onClick={() => void onRetry()}>
        {t('retry')}
      </button>
    </p>
  );
}
