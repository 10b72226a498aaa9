import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { usePhoneVerification, useSendPhoneVerification } from '../api/phone-verification';
import './profile.css';
import { RetryError } from './retry-error';

/**
 * The phone number on the profile and whether it is verified (§7 verification send/check): an
 * unverified phone can be sent a link, and after opening it the person checks again here.
 */
export function PhoneVerificationCard({ phone }: { phone: string | null }) {
  const { t } = useTranslation('profile');
  const status = usePhoneVerification();
  const send = useSendPhoneVerification();
  const verified = status.data?.verified === true;
  return (
    <section className="pf-card" aria-labelledby="pf-phone">
      <h2 id="pf-phone">{t('phone.title')}</h2>
      {phone ? <p dir="ltr">{phone}</p> : <p className="pf-muted">{t('phone.none')}</p>}
      {phone && status.isPending ? <p className="pf-muted">{t('phone.checking')}</p> : null}
      {phone && status.isError ? (
        <RetryError message={t('phone.error')} onRetry={status.refetch} />
      ) : null}
      {phone && status.data ? (
        <p className={verified ? 'pf-success' : 'pf-muted'} role="status">
          {verified
            ? t('phone.verified')
            : send.data?.sent
              ? t('phone.sent', { phone })
              : t('phone.unverified')}
        </p>
      ) : null}
      {phone && status.data && !verified ? (
        <div className="pf-media__actions">
          <Button
            busy={send.isPending}
            variant={send.data?.sent ? 'secondary' : 'primary'}
            onClick={() => send.mutate()}
          >
            {send.data?.sent ? t('phone.resend') : t('phone.send')}
          </Button>
          {send.data?.sent ? (
            <Button busy={status.isFetching} onClick={() => void status.refetch()}>
              {t('phone.checkAgain')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {send.isError ? (
        <p className="form-error" role="alert">
          {t('phone.sendFailed')}
        </p>
      ) : null}
    </section>
  );
}
