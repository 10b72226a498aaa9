import { Mail } from 'lucide-react';

/** The header's mail icon with the unread count on it (the count is in the control's label). */
export function MailBadge({ count }: { count: number }) {
  return (
    <>
      <Mail aria-hidden="true" size={20} strokeWidth={1.75} />
      {count ? (
        <span className="count-badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </>
  );
}
