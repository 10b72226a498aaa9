import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { setCookie } from '../../../lib/cookies';
import { writeItem } from '../../../lib/storage';

/** sso_client/{clientId} (§2): keeps the client id in a cookie (and client_id, §3), then /dashboard. */
export function Component() {
  const { clientId = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    if (clientId) {
      setCookie('client_id', clientId, 30);
      writeItem('client_id', clientId);
    }
    void navigate(paths.dashboard, { replace: true });
  }, [clientId, navigate]);
  return null;
}
