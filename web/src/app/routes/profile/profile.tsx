import { useTranslation } from 'react-i18next';
import { useCurrentBrandId } from '../../../features/brands-context/enterprise-context';
import { AccountCard } from '../../../features/profile/components/account-card';
import { BrandMediaCard } from '../../../features/profile/components/brand-media-card';
import { BrandPlaceCard } from '../../../features/profile/components/brand-place-card';
import { PhoneVerificationCard } from '../../../features/profile/components/phone-verification-card';
import { ProfilePhotoCard } from '../../../features/profile/components/profile-photo-card';
import { ProfileSchemeCard } from '../../../features/profile/components/profile-scheme-card';
import { useUserInfo } from '@/lib/queries/user-info';
import '../../../features/profile/components/profile.css';
import type { RouteHandle } from '../route-prefetch';

export const handle: RouteHandle = { namespaces: ['profile', 'dashboards'] };

/** /profile: the signed-in user's photo, their account, their phone number's verification, the colours their profile is shown in and, for employers, their brand's logo, address and media. */
export function Component() {
  const { t } = useTranslation('profile');
  const user = useUserInfo();
  const info = user.data;
  const entryBrand = info?.entry_mode?.brand_id ?? null;
  const employer = Boolean(entryBrand);
  // Brand media belong to the brand the employer is acting on (a gid link, the switcher's pick, else the entry brand).
  const current = useCurrentBrandId(entryBrand);
  const mediaBrand = employer ? current : null;
  return (
    <section className="page">
      <h1>{t('title')}</h1>
      <div className="pf-grid">
        <ProfilePhotoCard firstName={info?.first_name ?? ''} lastName={info?.last_name ?? ''} />
        {info ? <AccountCard /> : null}
        {info ? <PhoneVerificationCard phone={info.phone} /> : null}
        {info ? <ProfileSchemeCard employer={employer} brandId={entryBrand} /> : null}
        {mediaBrand ? <BrandPlaceCard key={`place-${mediaBrand}`} brandId={mediaBrand} /> : null}
        {mediaBrand ? <BrandMediaCard key={mediaBrand} brandId={mediaBrand} /> : null}
      </div>
    </section>
  );
}
