import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Spinner } from '../../../components/ui/button/button';
import { mediaUrl } from '../../../lib/media-url';
import { useEmployeeCard } from '../api/get-employee-card';
import { dateTimeFormat } from '../../../lib/intl-format';
import { CloseButton } from '../../../components/ui/button/close-button';

interface EmployeeCardProps {
  brandId: string;
  userId: string;
  onClose: () => void;
}

/** An employee's profile card, opened from a result. */
export function EmployeeCard({ brandId, userId, onClose }: EmployeeCardProps) {
  const { t, i18n } = useTranslation('search');
  const card = useEmployeeCard(brandId, userId);
  const u = card.data;
  return (
    <aside className="search-card" aria-label={t('card.label')}>
      <CloseButton className="search-card__close" label={t('card.close')} onClick={onClose} />
      {card.isPending ? (
        <p role="status">
          <Spinner /> {t('card.loading')}
        </p>
      ) : card.isError || !u ? (
        <p role="alert" className="search-group__state--error">
          {t('card.error')}
        </p>
      ) : (
        <>
          <div className="search-card__who">
            <Avatar
              image={mediaUrl(u.profile_image?.path)}
              firstName={u.first_name}
              lastName={u.last_name}
              avatarId={u.id}
              size={64}
            />
            <div>
              <h2>
                {u.first_name} {u.last_name}
              </h2>
              <p>{u.position.name}</p>
            </div>
          </div>
          <dl className="search-card__facts">
            <div>
              <dt>{t('card.email')}</dt>
              <dd>
                <a href={`mailto:${u.email}`}>{u.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t('card.phone')}</dt>
              <dd>
                <a href={`tel:${u.phone}`}>{u.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{t('card.hired')}</dt>
              <dd>
                {dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
                  new Date(u.hired_on),
                )}
              </dd>
            </div>
          </dl>
        </>
      )}
    </aside>
  );
}
