import type { Application } from '@ws/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatWhen } from '@/lib/dates';
import { STAGES, type Stage } from '../grouping';
import { slotWords } from '../slot-words';
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

/** What a row says, from a `t` whose first namespace is hiring. */
interface RowWords {
  t: TFunction;
  language: string;
  stage(stage: Stage): string;
  applied(when: string): string;
}

function ApplicationRowButton(props: ApplicationRowProps) {
  const { t, i18n } = useTranslation('hiring');
  const words: RowWords = {
    t,
    language: i18n.language,
    stage: (stage) => t(`stage.${stage}`),
    applied: (when) => t('row.applied', { when }),
  };
  return <RowButton {...props} words={words} />;
}

/**
 * A list of many rows words them all at once: each stage named once and the date's sentence asked
 * for once, instead of i18next's `t` three times a row (about a millisecond a call with the CPU
 * slowed 4×).
 */
export function rowWords(t: TFunction, language: string): RowWords {
  const stages = new Map(STAGES.map((stage) => [stage, t(`stage.${stage}`)]));
  return {
    t,
    language,
    stage: (stage) => stages.get(stage) ?? stage,
    applied: slotWords(t, 'row.applied', 'when'),
  };
}

/** The row's button that opens the application (a draggable row puts its handle beside it). */
export function RowButton({
  application: a,
  perspective,
  selected,
  onOpen,
  words,
}: ApplicationRowProps & { words: RowWords }) {
  const { t } = words;
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
        {stageBadge(a.stage, words.stage(a.stage))}
        <span className="app-row__date">
          {words.applied(formatWhen(a.applied_at, words.language))}
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
