import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { FileDropZone } from '../../../components/ui/file-drop-zone/file-drop-zone';
import { ImageCropper } from '../../../components/ui/image-cropper/image-cropper';
import { useBasicMedia, useUpdateProfilePhoto } from '@/lib/queries/profile-photo';
import { mediaUrl } from '../../../lib/media-url';
import './profile.css';

/** The profile photo: pick an image, crop it square (240x240 jpeg, §3) and upload it. */
export function ProfilePhotoCard({ firstName, lastName }: { firstName: string; lastName: string }) {
  const { t } = useTranslation('profile');
  const media = useBasicMedia();
  const upload = useUpdateProfilePhoto();
  const [picked, setPicked] = useState<string | null>(null);
  // The picked image lives in an object URL until it is replaced or the card goes away.
  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked);
    },
    [picked],
  );
  const photo = media.data?.profile_image?.path;
  return (
    <section className="pf-card" aria-labelledby="pf-photo">
      <h2 id="pf-photo">{t('photo.title')}</h2>
      <div className="pf-current">
        <Avatar image={mediaUrl(photo)} firstName={firstName} lastName={lastName} size={96} />
        <p className="pf-muted">
          {media.isError ? t('photo.loadError') : photo ? t('photo.current') : t('photo.none')}
        </p>
      </div>
      <FileDropZone
        label={t('photo.pick')}
        extensions={['jpg', 'jpeg', 'png', 'webp']}
        multiple={false}
        onFiles={(files) => {
          const file = files[0];
          if (!file) return;
          upload.reset();
          setPicked(URL.createObjectURL(file));
        }}
      />
      {picked ? (
        <ImageCropper
          label={t('photo.crop')}
          src={picked}
          initialShape="square"
          onCropped={(image) => upload.mutate(image, { onSuccess: () => setPicked(null) })}
        />
      ) : null}
      {upload.isPending ? (
        <p className="pf-muted" role="status">
          {t('photo.uploading')}
        </p>
      ) : null}
      {upload.isSuccess ? (
        <p className="pf-success" role="status">
          {t('photo.saved')}
        </p>
      ) : null}
      {upload.isError ? (
        <p className="form-error" role="alert">
          {t('photo.failed')}
        </p>
      ) : null}
    </section>
  );
}
