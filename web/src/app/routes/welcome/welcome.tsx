import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { useUserInfo } from '@/lib/queries/user-info';
import { writeItem } from '../../../lib/storage';

/**
 * §2 home rule 3: the custom welcome page for a first-time user of the external sign-on source
 *. Shown once: opening it writes customWelcomePageShown (§3), which the home redirector
 * reads for the rest of the session; the mock stops reporting first_login at the next sign-in.
 */
export function Component() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  useEffect(() => writeItem('customWelcomePageShown', 'true'), []);
  const code = user?.external_auth?.source;
  const source = t(
    code === 'PARTNER_SSO' ? 'welcome.sources.PARTNER_SSO' : 'welcome.sources.other',
  );
  return (
    <section className="page status-page" aria-labelledby="welcome-title">
      <h1 id="welcome-title">
        {t('welcome.title', { product: env.productName, name: user?.first_name ?? '' })}
      </h1>
      <p>{t('welcome.source', { source })}</p>
      <h2>{t('welcome.next')}</h2>
      <ol>
        <li>{t('welcome.step1')}</li>
        <li>{t('welcome.step2', { source })}</li>
      </ol>
      <button type="button" onClick={() => void navigate(paths.dashboard, { replace: true })}>
        {t('welcome.continue')}
      </button>
    </section>
  );
}
