import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-error';
import { useSearchParams } from 'react-router-dom';
import { useToastStore } from '../../../components/feedback/toast-store';
import { Button } from '../../../components/ui/button/button';
import { env } from '../../../config/env';
import { useBrandTree } from '../../../lib/queries/brand-tree';
import { useConnection } from '../api/check-connection';
import { askBoardConsent, consentUrl } from '../api/consent-popup';
import { useConnectBoard } from '../api/connect-board';
import { useDisconnectBoard } from '../api/disconnect-board';
import { boardName } from '../paging';
import { CampaignList } from './campaign-list';
import { ErrorState, LoadingState } from '@/components/ui/states/states';
import { RETRY_ONLY } from './retry-keys';

/**
 * One partner: connect through the partner's consent page in a popup (or, when the popup is
 * blocked, a full-page visit that returns with ?code=), see the connection, disconnect, and list
 * campaigns once connected.
 */
export function BoardConnection({
  jobBoard,
  brandId,
  salesAccess,
}: {
  jobBoard: string;
  brandId: string;
  salesAccess: boolean;
}) {
  const { t } = useTranslation('job-boards');
  const errorText = useApiErrorText();
  const [params, setParams] = useSearchParams();
  const connection = useConnection(jobBoard);
  const brand = useBrandTree(brandId);
  const connect = useConnectBoard();
  const disconnect = useDisconnectBoard();
  const toast = useToastStore((s) => s.show);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const exchanged = useRef(false);
  const name = boardName(jobBoard);
  const redirectUri = `${window.location.origin}${window.location.pathname}`;

  const run = (authorizationCode: string, returnedTo = redirectUri) =>
    connect.mutate(
      { jobBoard, authorizationCode, employer: brandId, redirectUri: returnedTo },
      {
        onSuccess: () => toast({ message: t('connect.done', { board: name }), variant: 'success' }),
      },
    );

  // The partner's OAuth redirect lands here with ?code=: exchange it once, then drop it from the URL.
  const returned = params.get('code');
  useEffect(() => {
    if (!returned || exchanged.current) return;
    exchanged.current = true;
    run(returned);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('code');
        next.delete('state');
        return next;
      },
      { replace: true },
    );
  });

  const options = { partnerOrigin: env.apiUrl, appOrigin: window.location.origin };
  const start = async () => {
    setProblem(null);
    setAsking(true);
    const result = await askBoardConsent(jobBoard, options).finally(() => setAsking(false));
    if (result.status === 'success') run(result.code, result.redirectUri);
    // A blocked popup: the same page, full size; it comes back through ?code=.
    else if (result.status === 'blocked')
      window.location.assign(consentUrl(jobBoard, 'full-page', options));
    else setProblem(t(`connect.${result.status}`, { board: name }));
  };

  if (connection.isError) {
    return (
      <ErrorState
        ns="job-boards"
        keys={RETRY_ONLY}
        frame="bordered"
        className="jb-state"
        title={t('connect.checkError', { board: name })}
        onRetry={() => void connection.refetch()}
      />
    );
  }
  if (connection.isPending) {
    return (
      <LoadingState
        label={t('state.loading')}
        spinner={false}
        rows={1}
        frame="bordered"
        className="jb-state"
      />
    );
  }
  if (!connection.data.connected) {
    return (
      <section className="jb-panel jb-connect" aria-labelledby="jb-connect-title">
        <h2 id="jb-connect-title">{t('connect.title', { board: name })}</h2>
        <p className="jb-muted">{t('connect.lead', { board: name })}</p>
        <div className="jb-connect__form">
          <Button busy={asking || connect.isPending} onClick={() => void start()}>
            {t('connect.submit', { board: name })}
          </Button>
        </div>
        {problem ? (
          <p className="jb-error" role="alert">
            {problem}
          </p>
        ) : null}
        {connect.isError ? (
          <p className="jb-error" role="alert">
            {t('connect.failed', { reason: errorText(connect.error) })}
          </p>
        ) : null}
      </section>
    );
  }
  return (
    <>
      <section className="jb-panel jb-connected" aria-label={t('connect.status')}>
        <span className="jb-dot" aria-hidden="true" />
        <span className="jb-connected__text">
          <strong>{t('connect.connected', { board: name })}</strong>
          {/* The partner knows the employer by the brand's id, which is no name to read: the brand's own name is. */}
          {brand.data ? (
            <span className="jb-muted">{t('connect.as', { employer: brand.data.root.name })}</span>
          ) : null}
        </span>
        <Button
          variant="secondary"
          busy={disconnect.isPending}
          onClick={() =>
            disconnect.mutate(jobBoard, {
              onSuccess: () =>
                toast({ message: t('connect.disconnected', { board: name }), variant: 'info' }),
              onError: (error) => toast({ message: errorText(error), variant: 'danger' }),
            })
          }
        >
          {t('connect.disconnect')}
        </Button>
      </section>
      {salesAccess ? (
        <CampaignList jobBoard={jobBoard} />
      ) : (
        <p className="jb-muted">{t('campaigns.noSales')}</p>
      )}
    </>
  );
}
