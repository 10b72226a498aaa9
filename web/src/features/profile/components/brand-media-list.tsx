import { Files } from 'lucide-react';
import type { MediaPage } from '@ws/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/ui/pager/pager';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
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
  if (query.isPending)
    return <LoadingState frame="bare" className="pf-media__state" label={t('media.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        frame="bare"
        className="pf-media__state"
        ns="profile"
        keys={{ retry: 'media.retry' }}
        title={t('media.error')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.total === 0) {
    return (
      <EmptyState
        frame="bare"
        className="pf-media__state"
        icon={<Files size={28} strokeWidth={1.4} />}
        title={t('media.emptyTitle')}
        hint={t('media.emptyHint')}
      />
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
