import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { writeItem } from '../../../lib/storage';

/** sso_client/{clientId} (§2) [R2-04]: keeps the client id in a cookie (and client_id, §3), then /dashboard. */
export function Component() {
  const { clientId = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    if (clientId) {
      document.cookie = `client_id=${encodeURIComponent(clientId)}; path=/; max-age=${30 * 24 * 3600}; samesite=lax`;
      writeItem('client_id', clientId);
    }
    void navigate(paths.dashboard, { replace: true });
  }, [clientId, navigate]);
  return null;
}
