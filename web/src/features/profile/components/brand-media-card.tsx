import { MEDIA_PAGE_SIZE } from '@ws/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandMedia } from '../api/list-brand-media';
import { BrandMediaForm } from './brand-media-form';
import { BrandMediaList } from './brand-media-list';
import './profile.css';

/**
 * An employer's brand media: what the brand already shows, newest first, and an upload form.
 * The caller keys it by brand, so switching brand starts again on page 1 with an empty form.
 */
export function BrandMediaCard({ brandId }: { brandId: string }) {
  const { t } = useTranslation('profile');
  const [page, setPage] = useState(1);
  const media = useBrandMedia(brandId, page);
  const total = media.data?.total;
  const pages = Math.max(1, Math.ceil((total ?? 0) / MEDIA_PAGE_SIZE));
  return (
    <section className="pf-card pf-media" aria-labelledby="pf-media">
      <header className="pf-media__header">
        <h2 id="pf-media">{t('media.title')}</h2>
        {total !== undefined && !media.isError ? (
          <span className="pf-media__count">{t('media.count', { count: total })}</span>
        ) : null}
      </header>
      <p className="pf-muted">{t('media.subtitle')}</p>
      <div className="pf-media__body">
        <div className="pf-media__library">
          <BrandMediaList query={media} page={page} pages={pages} onPage={setPage} />
        </div>
        {/* A new upload is the newest item, so the first page is where it shows. */}
        <BrandMediaForm brandId={brandId} onUploaded={() => setPage(1)} />
      </div>
    </section>
  );
}
