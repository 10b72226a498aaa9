import { Files } from 'lucide-react';
import type { MediaPage } from '@ws/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/button/button';
import { Pager } from '@/components/ui/pager/pager';
import { BrandMediaTile } from './brand-media-tile';

interface BrandMediaListProps {
  query: UseQueryResult<MediaPage>;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** The grid of a brand's media, with its loading, error and empty faces. */
export function BrandMediaList({ query, page, pages, onPage }: BrandMediaListProps) {
  const { t } = useTranslation('profile');
  if (query.isPending) {
    return (
      <div className="pf-media__state" role="status" aria-label={t('media.loading')}>
        <Spinner /> {t('media.loading')}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="pf-media__state pf-media__state--error" role="alert">
        <p className="form-error">{t('media.error')}</p>
        <button type="button" className="secondary" onClick={() => void query.refetch()}>
          {t('media.retry')}
        </button>
      </div>
    );
  }
  if (query.data.total === 0) {
    return (
      <div className="pf-media__state">
        <Files className="pf-media__state-icon" size={40} strokeWidth={1.4} aria-hidden="true" />
        <p className="pf-media__state-title">{t('media.emptyTitle')}</p>
        <p className="pf-muted">{t('media.emptyHint')}</p>
      </div>
    );
  }
  return (
    <>
      <ul
        className="pf-media__grid"
        aria-label={t('media.listLabel')}
        aria-busy={query.isFetching || undefined}
      >
        {query.data.media.map((media) => (
          <BrandMediaTile key={media.id} media={media} />
        ))}
      </ul>
      <Pager ns="dashboards" page={page} pages={pages} onPage={onPage} />
    </>
  );
}
