import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Stage } from '../grouping';

/**
 * A stage's badge in the words of a `t` whose first namespace is hiring: a board of many cards
 * passes its own, sparing each card a translation hook of its own (a hook per card was about a
 * millisecond each with the CPU slowed 4×).
 */
export const stageBadge = (stage: Stage, t: TFunction) => (
  <span className={`app-stage app-stage--${stage.toLowerCase()}`}>{t(`stage.${stage}`)}</span>
);

export function StageBadge({ stage }: { stage: Stage }) {
  const { t } = useTranslation('hiring');
  return stageBadge(stage, t);
}
