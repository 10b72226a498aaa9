import type { Media } from '@ws/contracts';
import { FileText, SquarePlay } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaDate } from '../brand-media';
import { mediaUrl } from '../../../lib/media-url';

const ICON = { size: 32, strokeWidth: 1.6, 'aria-hidden': true } as const;

/** An image shows itself; a video, a document or an image that will not load shows its kind and format. */
function Preview({ media }: { media: Media }) {
  const { t } = useTranslation('profile');
  // Uploaded bytes are not served back by every backend (the mock keeps only their size).
  const [broken, setBroken] = useState(false);
  if (media.type === 'IMAGE' && !broken) {
    return (
      <img
        className="pf-tile__image"
        src={mediaUrl(media.path) ?? undefined}
        alt=""
        loading="lazy"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className={`pf-tile__icon pf-tile__icon--${media.type.toLowerCase()}`}>
      {media.type === 'VIDEO' ? <SquarePlay {...ICON} /> : <FileText {...ICON} />}
      <span className="pf-tile__format">{media.format.toUpperCase()}</span>
      {media.is_hosted ? <span className="pf-tile__badge">{t('media.hosted')}</span> : null}
    </span>
  );
}

export function BrandMediaTile({ media }: { media: Media }) {
  const { t, i18n } = useTranslation('profile');
  return (
    <li className="pf-tile" data-testid="brand-media-item">
      <Preview media={media} />
      <div className="pf-tile__body">
        <strong className="pf-tile__title" title={media.description || media.title}>
          {media.title}
        </strong>
        <span className="pf-tile__meta">
          {t(`media.types.${media.type}`)} · {media.format.toUpperCase()}
        </span>
        <time className="pf-tile__meta" dateTime={media.created_at}>
          {mediaDate(media.created_at, i18n.language)}
        </time>
      </div>
    </li>
  );
}
