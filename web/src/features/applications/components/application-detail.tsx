import type { Application } from '@ws/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWhen } from '@/lib/dates';
import { type Perspective, PartyPicture, partyName } from './party';
import { StageBadge } from './stage-badge';
import { ArrowLeft } from 'lucide-react';

interface ApplicationDetailProps {
  /** Undefined when the open application is not on the current page (e.g. a link from search). */
  application: Application | undefined;
  perspective: Perspective;
  onClose: () => void;
  /** The message thread, composed in by the route. */
  children: ReactNode;
}

export function ApplicationDetail({
  application: a,
  perspective,
  onClose,
  children,
}: ApplicationDetailProps) {
  const { t, i18n } = useTranslation('hiring');
  return (
    <aside className="app-detail" aria-label={t('detail.label')}>
      <header className="app-detail__header">
        <button type="button" className="app-detail__back" onClick={onClose}>
          <ArrowLeft aria-hidden="true" size={16} strokeWidth={1.75} /> {t('detail.back')}
        </button>
        {a ? (
          <div className="app-detail__who">
            <PartyPicture application={a} perspective={perspective} large />
            <div>
              <h2 className="app-detail__name">{partyName(a, perspective)}</h2>
              <p className="app-detail__meta">
                {perspective === 'EMPLOYER' ? a.position.name : a.brand.name}
              </p>
            </div>
          </div>
        ) : (
          <h2 className="app-detail__name">{t('detail.fallbackTitle')}</h2>
        )}
        {a ? (
          <dl className="app-detail__facts">
            <div>
              <dt>{t('detail.stage')}</dt>
              <dd>
                <StageBadge stage={a.stage} />
              </dd>
            </div>
            <div>
              <dt>{t('detail.location')}</dt>
              <dd>{a.brand.name}</dd>
            </div>
            <div>
              <dt>{t('detail.applied')}</dt>
              <dd>{formatWhen(a.applied_at, i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('detail.updated')}</dt>
              <dd>{formatWhen(a.updated_at, i18n.language)}</dd>
            </div>
          </dl>
        ) : null}
      </header>
      {children}
    </aside>
  );
}
