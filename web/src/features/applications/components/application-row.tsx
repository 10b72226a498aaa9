import type { Application } from '@ws/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatWhen } from '@/lib/dates';
import { type Perspective, PartyPicture, partyName } from './party';
import { stageBadge } from './stage-badge';

interface ApplicationRowProps {
  application: Application;
  perspective: Perspective;
  selected: boolean;
  onOpen: () => void;
}

export function ApplicationRow(props: ApplicationRowProps) {
  return (
    <li>
      <ApplicationRowButton {...props} />
    </li>
  );
}

function ApplicationRowButton(props: ApplicationRowProps) {
  const { t, i18n } = useTranslation('hiring');
  return <RowButton {...props} t={t} language={i18n.language} />;
}

/**
 * The row's button that opens the application (a draggable row puts its handle beside it), in the
 * words of a `t` whose first namespace is hiring: the board passes its own to each of its cards.
 */
export function RowButton({
  application: a,
  perspective,
  selected,
  onOpen,
  t,
  language,
}: ApplicationRowProps & { t: TFunction; language: string }) {
  const subtitle =
    perspective === 'EMPLOYER' ? `${a.position.name} · ${a.brand.name}` : a.brand.name;
  return (
    <button
      type="button"
      className={selected ? 'app-row app-row--selected' : 'app-row'}
      aria-current={selected ? 'true' : undefined}
      onClick={onOpen}
      data-testid="application-row"
    >
      <PartyPicture application={a} perspective={perspective} />
      <span className="app-row__main">
        <span className="app-row__title">{partyName(a, perspective)}</span>
        <span className="app-row__subtitle">{subtitle}</span>
      </span>
      <span className="app-row__side">
        {stageBadge(a.stage, t)}
        <span className="app-row__date">
          {t('row.applied', { when: formatWhen(a.applied_at, language) })}
        </span>
      </span>
      {a.unread_count > 0 ? (
        <span className="app-row__unread" aria-label={t('row.unread', { count: a.unread_count })}>
          {a.unread_count}
        </span>
      ) : null}
      {a.archived ? <span className="app-row__archived">{t('row.archived')}</span> : null}
    </button>
  );
}
