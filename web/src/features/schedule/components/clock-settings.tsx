import { useTranslation } from 'react-i18next';
import { useBreakWaiver, useTeamliveSettings } from '../api/get-clock-settings';

/** What clocking in and breaks look like at this brand, next to the schedule that sets the shifts. */
export function ClockSettings({ brandId }: { brandId: string }) {
  const { t } = useTranslation('schedule');
  const teamlive = useTeamliveSettings(brandId);
  const waiver = useBreakWaiver(brandId);
  const yesNo = (value: boolean) => (value ? t('clock.yes') : t('clock.no'));
  return (
    <details className="sched-clock">
      <summary>{t('clock.title')}</summary>
      {teamlive.isError || waiver.isError ? <p role="alert">{t('clock.error')}</p> : null}
      <dl>
        {teamlive.data ? (
          <>
            <dt>{t('clock.mobile')}</dt>
            <dd>{yesNo(teamlive.data.allow_mobile_clock_in)}</dd>
            <dt>{t('clock.radius')}</dt>
            <dd>{t('clock.meters', { value: teamlive.data.clock_in_radius_meters })}</dd>
            <dt>{t('clock.early')}</dt>
            <dd>{t('clock.minutes', { value: teamlive.data.early_clock_in_minutes })}</dd>
          </>
        ) : null}
        {waiver.data ? (
          <>
            <dt>{t('clock.waiver')}</dt>
            <dd>{yesNo(waiver.data.enabled)}</dd>
          </>
        ) : null}
      </dl>
    </details>
  );
}
