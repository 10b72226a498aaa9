import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/button/button';
import { useBrandServices } from '@/lib/queries/brand-services';
import { useProfileScheme } from '@/lib/queries/profile-scheme';
import { cssRgb, foregroundOn, parseColour } from '../../../lib/theme';
import { cssColour, schemeSource } from '../scheme-source';
import './profile.css';

function Swatch({ label, rgb }: { label: string; rgb: string }) {
  return (
    <div className="pf-swatch" data-testid="scheme-swatch">
      <span
        className="pf-swatch__chip"
        style={{ background: cssColour(rgb) ?? 'transparent' }}
        aria-hidden="true"
      />
      <strong>{label}</strong>
      <span className="pf-muted">rgb({rgb})</span>
    </div>
  );
}

/** Text on a brand's colour reads whatever the colour. */
const readableOn = (rgb: string) => {
  const colour = parseColour(rgb);
  return colour ? cssRgb(foregroundOn(colour)) : undefined;
};

/** The colours the profile is shown in: the brand's employer scheme under MICE, else the job-seeker one. */
export function ProfileSchemeCard({
  employer,
  brandId,
}: {
  employer: boolean;
  brandId: string | null;
}) {
  const { t } = useTranslation('profile');
  const services = useBrandServices(employer ? brandId : null);
  const waitingForServices = employer && brandId !== null && services.isPending;
  const source = waitingForServices ? null : schemeSource(employer, services.data ?? []);
  const scheme = useProfileScheme(source ?? 'jobSeeker', source !== null);
  return (
    <section className="pf-card" aria-labelledby="pf-scheme">
      <h2 id="pf-scheme">{t('scheme.title')}</h2>
      <p className="pf-muted">
        {source === 'employer' ? t('scheme.fromBrand') : t('scheme.fromDashboard')}
      </p>
      {scheme.isPending ? (
        <p role="status" aria-label={t('scheme.loading')}>
          <Spinner /> {t('scheme.loading')}
        </p>
      ) : scheme.isError ? (
        <div role="alert">
          <p className="form-error">{t('scheme.error')}</p>
          <button type="button" className="secondary" onClick={() => void scheme.refetch()}>
            {t('scheme.retry')}
          </button>
        </div>
      ) : (
        <>
          <div className="pf-swatches">
            <Swatch
              label={t('scheme.background')}
              rgb={scheme.data.scheme_settings.background_color}
            />
            <Swatch label={t('scheme.accent')} rgb={scheme.data.scheme_settings.accent_color} />
          </div>
          <div
            className="pf-preview"
            style={{
              background: cssColour(scheme.data.scheme_settings.background_color) ?? undefined,
              color: readableOn(scheme.data.scheme_settings.background_color),
            }}
          >
            <strong>{t('scheme.preview')}</strong>
            <span
              className="pf-preview__button"
              style={{
                background: cssColour(scheme.data.scheme_settings.accent_color) ?? undefined,
                color: readableOn(scheme.data.scheme_settings.accent_color),
              }}
            >
              {t('scheme.sample')}
            </span>
          </div>
        </>
      )}
    </section>
  );
}
