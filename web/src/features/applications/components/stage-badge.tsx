import { useTranslation } from 'react-i18next';
import type { Stage } from '../grouping';

/**
 * A stage's badge with its name: a board of many cards names each stage once for all of them,
 * sparing each card a translation hook (about a millisecond each with the CPU slowed 4×).
 */
export const stageBadge = (stage: Stage, name: string) => (
  <span className={`app-stage app-stage--${stage.toLowerCase()}`}>{name}</span>
);

export function StageBadge({ stage }: { stage: Stage }) {
  const { t } = useTranslation('hiring');
  return stageBadge(stage, t(`stage.${stage}`));
}
