import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { OAUTH_MESSAGE } from '../../../lib/identity/oauth';

/**
 * /oauth2 (content not shown in the spec; our design): the OAuth return path. In the social
 * sign-in popup it hands code and state to the opener, on this origin only; the opener holds the
 * PKCE verifier and closes the popup. Opened any other way, it goes to login.
 */
export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener) {
      void navigate(paths.login, { replace: true });
      return;
    }
    opener.postMessage(
      {
        type: OAUTH_MESSAGE,
        code: params.get('code'),
        state: params.get('state'),
        error: params.get('error'),
      },
      window.location.origin,
    );
  }, [params, navigate]);
  return <p aria-busy="true">{t('social.returning')}</p>;
}
