import { useTranslation } from 'react-i18next';
import type { RewardsTab } from '../../../config/paths';

export function RewardsTabPanel({ tab }: { tab: RewardsTab }) {
  const { t } = useTranslation('shell');
  return (
    <div role="tabpanel" className="tab-panel">
      <h2>{t(`rewards.${tab}`)}</h2>
    </div>
  );
}
