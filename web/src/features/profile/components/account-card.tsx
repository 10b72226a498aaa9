import { useTranslation } from 'react-i18next';
import { useUserAccount } from '../api/get-user-account';
import './profile.css';

/** The account behind the session (GET /v1/user): how the person signs in and what kind of account it is. */
export function AccountCard() {
  const { t } = useTranslation('profile');
  const account = useUserAccount();
  const data = account.data;
  return (
    <section className="pf-card" aria-labelledby="pf-account">
      <h2 id="pf-account">{t('account.title')}</h2>
      {account.isPending ? <p className="pf-muted">{t('account.loading')}</p> : null}
      {account.isError ? (
        <p className="form-error" role="alert">
          {t('account.error')}{' '}
          <button type="button" className="secondary" onClick={() => void account.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : null}
      {data ? (
        <dl className="pf-facts">
          <dt>{t('account.email')}</dt>
          <dd>{data.email}</dd>
          <dt>{t('account.username')}</dt>
          <dd>{data.username}</dd>
          <dt>{t('account.type')}</dt>
          <dd>{t(`account.types.${data.user_type}`)}</dd>
          <dt>{t('account.status')}</dt>
          <dd>{data.verified ? t('account.verified') : t('account.unverified')}</dd>
        </dl>
      ) : null}
    </section>
  );
}
