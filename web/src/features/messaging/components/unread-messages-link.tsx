import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './messaging.css';
import { useCandidateUnreadCount } from '../api/get-candidate-unread-count';
import { useEmployerUnreadCount } from '../api/get-employer-unread-count';

type Props = { to: string } & ({ side: 'CANDIDATE' } | { side: 'EMPLOYER'; groupId: string });

/** §7 unread counts in the header: a mail icon with a badge, to where the threads are read. */
export function UnreadMessagesLink(props: Props) {
  const { t } = useTranslation('messaging');
  const candidate = useCandidateUnreadCount(props.side === 'CANDIDATE');
  const employer = useEmployerUnreadCount(props.side === 'EMPLOYER' ? props.groupId : null);
  const count = (props.side === 'CANDIDATE' ? candidate.data : employer.data) ?? 0;
  return (
    <Link
      to={props.to}
      className="icon-button unread-link"
      aria-label={count ? t('unread.labelCount', { count }) : t('unread.label')}
      data-testid="unread-messages"
    >
      <Mail aria-hidden="true" size={20} strokeWidth={1.75} />
      {count ? (
        <span className="unread-link__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
