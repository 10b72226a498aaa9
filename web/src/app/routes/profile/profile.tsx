import { useTranslation } from 'react-i18next';
import { ProfilePhotoCard } from '../../../features/profile/components/profile-photo-card';
import { ProfileSchemeCard } from '../../../features/profile/components/profile-scheme-card';
import { useUserInfo } from '../../../features/session/api/get-user-info';
import '../../../features/profile/components/profile.css';

/** /profile: the signed-in user's photo and the colours their profile is shown in. */
export function Component() {
  const { t } = useTranslation('profile');
  const user = useUserInfo();
  const info = user.data;
  const employer = Boolean(info?.entry_mode?.brand_id);
  return (
    <section className="page">
      <h1>{t('title')}</h1>
      <div className="pf-grid">
        <ProfilePhotoCard firstName={info?.first_name ?? ''} lastName={info?.last_name ?? ''} />
        {info ? <ProfileSchemeCard employer={employer} brandId={info.entry_mode?.brand_id ?? null} /> : null}
      </div>
    </section>
  );
}
