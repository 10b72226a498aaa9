import { useTranslation } from 'react-i18next';
import type { Stage } from '../grouping';

export function StageBadge({ stage }: { stage: Stage }) {
  const { t } = useTranslation('hiring');
  return (
    <span className={`app-stage app-stage--${stage.toLowerCase()}`}>{t(`stage.${stage}`)}</span>
  );
}
