import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Button } from '../../../components/ui/button/button';
import { mediaUrl } from '../../../lib/media-url';
import { useBasicMedia, useUpdateProfilePhoto } from '@/lib/queries/profile-photo';
import { toProfileJpeg } from '../profile-photo';

export interface MemberProfileUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
}

/** The member's card: photo (changeable), name and contact details. */
export function MemberProfile({ user }: { user: MemberProfileUser }) {
  const { t } = useTranslation('member');
  const media = useBasicMedia();
  const upload = useUpdateProfilePhoto(toProfileJpeg);
  const picker = useRef<HTMLInputElement>(null);
  const photo = media.data?.profile_image?.path;
  const name = `${user.first_name} ${user.last_name}`.trim();

  return (
    <section className="app-card member-profile" aria-labelledby="member-profile-title">
      <div className="member-profile__photo">
        <Avatar
          image={mediaUrl(photo)}
          firstName={user.first_name}
          lastName={user.last_name}
          avatarId={user.id}
          size={96}
        />
      </div>
      <div className="member-profile__body">
        <p className="member-profile__eyebrow">{t('profile.title')}</p>
        <h2 id="member-profile-title" className="member-profile__name">
          {name || user.email}
        </h2>
        <dl className="member-profile__facts">
          <div>
            <dt>{t('profile.email')}</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>{t('profile.phone')}</dt>
            <dd>{user.phone ?? t('profile.noPhone')}</dd>
          </div>
        </dl>
        <Button
          variant="secondary"
          size="sm"
          busy={upload.isPending}
          onClick={() => picker.current?.click()}
        >
          {photo ? t('profile.changePhoto') : t('profile.addPhoto')}
        </Button>
        <input
          ref={picker}
          type="file"
          hidden
          accept=".jpg,.jpeg,.png"
          aria-label={t('profile.choosePhoto')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) upload.mutate(file);
          }}
        />
        {upload.isError ? (
          <p className="member-profile__error" role="alert">
            {t('profile.photoError')}
          </p>
        ) : null}
        {media.isError ? <p className="member-profile__note">{t('profile.mediaError')}</p> : null}
      </div>
    </section>
  );
}
