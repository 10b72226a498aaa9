import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { JOB_BOARD_CONSENT_MESSAGE } from '../../../features/job-boards/api/consent-popup';

/**
 * /job-boards/:jobBoard/connected: where the partner's consent page returns. In the
 * popup it hands code and state to the opener, on this origin only, and the opener closes it.
 * Opened any other way (a blocked popup fell back to a full-page visit), it goes on to the board's
 * page with ?code=, which exchanges the code itself.
 */
export function Component() {
  const { t } = useTranslation('job-boards');
  const { jobBoard = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener) {
      const code = params.get('code');
      void navigate(
        `/job-boards/${encodeURIComponent(jobBoard)}${code ? `?code=${encodeURIComponent(code)}` : ''}`,
        { replace: true },
      );
      return;
    }
    opener.postMessage(
      {
        type: JOB_BOARD_CONSENT_MESSAGE,
        code: params.get('code'),
        state: params.get('state'),
        error: params.get('error'),
      },
      window.location.origin,
    );
  }, [jobBoard, params, navigate]);
  return (
    <main className="page">
      <p aria-busy="true">{t('connect.returning')}</p>
    </main>
  );
}
