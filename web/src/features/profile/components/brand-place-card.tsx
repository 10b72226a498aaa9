import { useTranslation } from 'react-i18next';
import { useBrandBasicMedia, useBrandLocation } from '../api/get-brand-place';
import { mediaUrl } from '../../../lib/media-url';
import './profile.css';
import { RetryError } from './retry-error';

/** The brand the employer acts for: its logo (basic media) and where it is (location), §7. */
export function BrandPlaceCard({ brandId }: { brandId: string }) {
  const { t } = useTranslation('profile');
  const media = useBrandBasicMedia(brandId);
  const location = useBrandLocation(brandId);
  const logo = media.data?.logo?.path;
  const place = location.data;
  return (
    <section className="pf-card" aria-labelledby="pf-place">
      <h2 id="pf-place">{t('place.title')}</h2>
      <div className="pf-current">
        {logo ? (
          <img
            className="pf-logo"
            src={mediaUrl(logo) ?? undefined}
            alt={t('place.logo')}
            width={64}
            height={64}
          />
        ) : null}
        {media.data && !logo ? <p className="pf-muted">{t('place.noLogo')}</p> : null}
      </div>
      {media.isError ? (
        <RetryError message={t('place.mediaError')} onRetry={media.refetch} />
      ) : null}
      {location.isError ? (
        <RetryError message={t('place.locationError')} onRetry={location.refetch} />
      ) : null}
      {place ? (
        <address className="pf-address">
          {place.address}
          <br />
          {[place.city, place.state, place.postal_code].filter(Boolean).join(', ')}
          <br />
          {place.country}
          <br />
          <span className="pf-muted">{t('place.timezone', { zone: place.timezone })}</span>
        </address>
      ) : null}
    </section>
  );
}
