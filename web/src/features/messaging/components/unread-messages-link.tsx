import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './messaging.css';
import { MailBadge } from './mail-badge';
import { useCandidateUnreadCount } from '../api/get-candidate-unread-count';
import { tooltip } from '../../../components/ui/tooltip/tooltip';

/** §7 a candidate's unread count in the simple header: a mail icon with a badge, to where the threads are read. */
export function UnreadMessagesLink({ to }: { to: string }) {
  const { t } = useTranslation('messaging');
  const count = useCandidateUnreadCount().data ?? 0;
  return (
    <Link
      to={to}
      className="icon-button unread-link"
      aria-label={count ? t('unread.labelCount', { count }) : t('unread.label')}
      {...tooltip(t('unread.label'))}
      data-testid="unread-messages"
    >
      <MailBadge count={count} />
    </Link>
  );
}
