import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCampaigns } from '../api/get-campaigns';
import { Pager } from '@/components/ui/pager/pager';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { RETRY_ONLY } from './retry-keys';
import { pageCount, pageFromParam } from '@/lib/paging';
import { CAMPAIGN_STATUSES, CAMPAIGNS_PAGE_SIZE, statusFromParam } from '../paging';
import { CampaignDetail } from './campaign-detail';
import { withParams } from '../../../lib/search-params';
import { dateTimeFormat, numberFormat } from '../../../lib/intl-format';

/** The board's campaigns: a status filter, 30 a page, newest first; a row opens the campaign. */
export function CampaignList({ jobBoard }: { jobBoard: string }) {
  const { t, i18n } = useTranslation('job-boards');
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const status = statusFromParam(params.get('status'));
  const open = params.get('campaign');
  const campaigns = useCampaigns(jobBoard, page, status, true);
  const number = numberFormat(i18n.language || 'en', { maximumFractionDigits: 0 });
  const date = dateTimeFormat(i18n.language || 'en', { dateStyle: 'medium' });
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => withParams(current, changes));

  const data = campaigns.data;
  const pages = pageCount(data?.total ?? 0, CAMPAIGNS_PAGE_SIZE);
  const from = data && data.total > 0 ? data.start + 1 : 0;
  const to = data ? data.start + data.campaigns.length : 0;

  return (
    <section className="jb-panel" aria-labelledby="jb-campaigns-title">
      <div className="jb-panel__head">
        <h2 id="jb-campaigns-title">{t('campaigns.title')}</h2>
        <div className="jb-filter" role="group" aria-label={t('campaigns.filter')}>
          {[null, ...CAMPAIGN_STATUSES].map((s) => (
            <button
              key={s ?? 'ALL'}
              type="button"
              aria-pressed={status === s}
              className={status === s ? 'jb-chip is-active' : 'jb-chip'}
              onClick={() => update({ status: s, page: null })}
            >
              {s ? t(`status.${s}`) : t('status.ALL')}
            </button>
          ))}
        </div>
      </div>
      {campaigns.isError ? (
        <ErrorState
          ns="job-boards"
          keys={RETRY_ONLY}
          frame="bordered"
          className="jb-state"
          title={t('campaigns.error')}
          onRetry={() => void campaigns.refetch()}
        />
      ) : !data ? (
        <LoadingState
          label={t('state.loading')}
          spinner={false}
          rows={3}
          frame="bordered"
          className="jb-state"
        />
      ) : data.campaigns.length === 0 ? (
        <EmptyState
          frame="bordered"
          className="jb-state"
          title={
            status
              ? t('campaigns.emptyFiltered', { status: t(`status.${status}`) })
              : t('campaigns.empty')
          }
        />
      ) : (
        <>
          <div className="jb-table-wrap">
            <table className="jb-table">
              <thead>
                <tr>
                  <th scope="col">{t('table.campaign')}</th>
                  <th scope="col">{t('table.status')}</th>
                  <th scope="col">{t('table.created')}</th>
                  <th scope="col" className="jb-num">
                    {t('table.budget')}
                  </th>
                  <th scope="col" className="jb-num">
                    {t('table.clicks')}
                  </th>
                  <th scope="col" className="jb-num">
                    {t('table.applies')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.campaigns.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">
                      <button
                        type="button"
                        className="jb-link"
                        onClick={() => update({ campaign: c.id })}
                      >
                        {c.title}
                      </button>
                      <span className="jb-muted jb-small">{c.brand_id}</span>
                    </th>
                    <td data-label={t('table.status')}>
                      <span className={`jb-status jb-status--${c.status.toLowerCase()}`}>
                        {t(`status.${c.status}`)}
                      </span>
                    </td>
                    <td data-label={t('table.created')}>
                      {c.created_date ? date.format(new Date(`${c.created_date}T00:00:00`)) : '—'}
                    </td>
                    <td data-label={t('table.budget')} className="jb-num">
                      {number.format(c.budget)}
                    </td>
                    <td data-label={t('table.clicks')} className="jb-num">
                      {number.format(c.clicks)}
                    </td>
                    <td data-label={t('table.applies')} className="jb-num">
                      {number.format(c.applies)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            ns="job-boards"
            page={page}
            pages={pages}
            range={t('pager.range', { from, to, total: data.total, size: CAMPAIGNS_PAGE_SIZE })}
            onPage={(next) => update({ page: String(next) })}
          />
        </>
      )}
      {open ? (
        <CampaignDetail
          key={open}
          jobBoard={jobBoard}
          campaignId={open}
          onClose={() => update({ campaign: null })}
        />
      ) : null}
    </section>
  );
}
