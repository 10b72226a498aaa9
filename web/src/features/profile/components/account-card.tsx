import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { useUserAccount } from '../api/get-user-account';
import { AccountForm } from './account-form';
import './profile.css';
import { RetryError } from './retry-error';

/** The account behind the session (GET /v1/user): how the person signs in and what kind of account it is; name and phone can be edited (PUT /v1/user). */
export function AccountCard() {
  const { t } = useTranslation('profile');
  const account = useUserAccount();
  const data = account.data;
  const [editing, setEditing] = useState(false);
  const card = useRef<HTMLElement>(null);
  const wasEditing = useRef(false);
  // Focus returns to where the person started once the form closes and the button is back.
  useEffect(() => {
    if (wasEditing.current && !editing)
      card.current?.querySelector<HTMLButtonElement>('.pf-account__edit')?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const closeForm = () => setEditing(false);
  return (
    <section ref={card} className="pf-card" aria-labelledby="pf-account">
      <h2 id="pf-account">{t('account.title')}</h2>
      {account.isPending ? <p className="pf-muted">{t('account.loading')}</p> : null}
      {account.isError ? (
        <RetryError message={t('account.error')} onRetry={account.refetch} />
      ) : null}
      {data && editing ? <AccountForm account={data} onDone={closeForm} /> : null}
      {data && !editing ? (
        <dl className="pf-facts">
          <dt>{t('account.name')}</dt>
          <dd>{`${data.first_name} ${data.last_name}`.trim() || t('account.noName')}</dd>
          <dt>{t('account.phone')}</dt>
          <dd dir="ltr">{data.phone ?? t('phone.none')}</dd>
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
      {data && !editing ? (
        <Button className="pf-account__edit" variant="secondary" onClick={() => setEditing(true)}>
          {t('account.edit')}
        </Button>
      ) : null}
    </section>
  );
}
