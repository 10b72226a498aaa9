import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampaign } from '../api/get-campaign';
import { dateTimeFormat, numberFormat } from '../../../lib/intl-format';
import { CloseButton } from '../../../components/ui/button/close-button';

/** One campaign's figures, opened over the list (the campaign id is in the URL). */
export function CampaignDetail({
  jobBoard,
  campaignId,
  onClose,
}: {
  jobBoard: string;
  campaignId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('job-boards');
  const ref = useRef<HTMLDialogElement>(null);
  const campaign = useCampaign(jobBoard, campaignId);
  const number = numberFormat(i18n.language || 'en', { maximumFractionDigits: 2 });
  const date = dateTimeFormat(i18n.language || 'en', { dateStyle: 'medium' });
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const data = campaign.data;
  return (
    <dialog ref={ref} className="jb-dialog" aria-labelledby="jb-campaign-title" onCancel={onClose}>
      <div className="jb-dialog__body">
        <div className="jb-dialog__head">
          <h2 id="jb-campaign-title">{data?.title ?? t('detail.title')}</h2>
          <CloseButton className="jb-close" label={t('detail.close')} onClick={onClose} />
        </div>
        {campaign.isError ? (
          <div role="alert" className="jb-inline-error">
            <p>{t('detail.error')}</p>
            <button type="button" onClick={() => void campaign.refetch()}>
              {t('state.retry')}
            </button>
          </div>
        ) : !data ? (
          <p role="status">{t('state.loading')}</p>
        ) : (
          <>
            <span className={`jb-status jb-status--${data.status.toLowerCase()}`}>
              {t(`status.${data.status}`)}
            </span>
            <dl className="jb-figures">
              <div>
                <dt>{t('table.budget')}</dt>
                <dd>{number.format(data.budget)}</dd>
              </div>
              <div>
                <dt>{t('table.clicks')}</dt>
                <dd>{number.format(data.clicks)}</dd>
              </div>
              <div>
                <dt>{t('table.applies')}</dt>
                <dd>{number.format(data.applies)}</dd>
              </div>
              <div>
                <dt>{t('detail.conversion')}</dt>
                <dd>
                  {data.clicks > 0 ? `${number.format((data.applies / data.clicks) * 100)}%` : '—'}
                </dd>
              </div>
              <div>
                <dt>{t('detail.costPerApply')}</dt>
                <dd>{data.applies > 0 ? number.format(data.budget / data.applies) : '—'}</dd>
              </div>
              <div>
                <dt>{t('table.created')}</dt>
                <dd>
                  {data.created_date ? date.format(new Date(`${data.created_date}T00:00:00`)) : '—'}
                </dd>
              </div>
            </dl>
            <p className="jb-muted">
              {t('detail.location', { brand: data.brand_id, id: data.id })}
            </p>
          </>
        )}
      </div>
    </dialog>
  );
}
