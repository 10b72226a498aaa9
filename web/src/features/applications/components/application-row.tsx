import type { Application } from '@ws/contracts';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { formatAgo } from '../format';
import { StageBadge } from './stage-badge';

interface ApplicationRowProps {
  application: Application;
  /** Employers see the candidate; candidates see the job they applied for. */
  perspective: 'EMPLOYER' | 'CANDIDATE';
  selected: boolean;
  onOpen: () => void;
}

export function ApplicationRow({
  application: a,
  perspective,
  selected,
  onOpen,
}: ApplicationRowProps) {
  const { t, i18n } = useTranslation('hiring');
  const employer = perspective === 'EMPLOYER';
  const title = employer
    ? `${a.candidate.first_name} ${a.candidate.last_name}`.trim()
    : a.position.name;
  const subtitle = employer ? `${a.position.name} · ${a.brand.name}` : a.brand.name;
  return (
    <li>
      <button
        type="button"
        className={selected ? 'app-row app-row--selected' : 'app-row'}
        aria-current={selected ? 'true' : undefined}
        onClick={onOpen}
        data-testid="application-row"
      >
        {employer ? (
          <Avatar
            firstName={a.candidate.first_name}
            lastName={a.candidate.last_name}
            avatarId={a.candidate.id}
            size={40}
          />
        ) : (
          <span className="app-row__logo" aria-hidden="true">
            {a.brand.name.slice(0, 1)}
          </span>
        )}
        <span className="app-row__main">
          <span className="app-row__title">{title}</span>
          <span className="app-row__subtitle">{subtitle}</span>
        </span>
        <span className="app-row__side">
          <StageBadge stage={a.stage} />
          <span className="app-row__date">
            {t('row.applied', { when: formatAgo(a.applied_at, i18n.language) })}
          </span>
        </span>
        {a.unread_count > 0 ? (
          <span className="app-row__unread" aria-label={t('row.unread', { count: a.unread_count })}>
            {a.unread_count}
          </span>
        ) : null}
        {a.archived ? <span className="app-row__archived">{t('row.archived')}</span> : null}
      </button>
    </li>
  );
}
