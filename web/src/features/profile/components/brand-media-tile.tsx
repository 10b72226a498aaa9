import type { Media } from '@ws/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaDate } from '../brand-media';
import { imageUrl } from '../image-url';

function VideoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
      <rect
        x="2"
        y="5"
        width="20"
        height="14"
        rx="3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </svg>
  );
}

function DocumentIcon() {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
      <path
        d="M6 2.8h8l4 4v14.4H6z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path
        d="M14 2.8v4h4M8.5 12h7M8.5 15h7M8.5 18h4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
    </svg>
  );
}

/** An image shows itself; a video, a document or an image that will not load shows its kind and format. */
function Preview({ media }: { media: Media }) {
  const { t } = useTranslation('profile');
  // Uploaded bytes are not served back by every backend (the mock keeps only their size).
  const [broken, setBroken] = useState(false);
  if (media.type === 'IMAGE' && !broken) {
    return (
      <img
        className="pf-tile__image"
        src={imageUrl(media.path)}
        alt=""
        loading="lazy"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className={`pf-tile__icon pf-tile__icon--${media.type.toLowerCase()}`}>
      {media.type === 'VIDEO' ? <VideoIcon /> : <DocumentIcon />}
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
