import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useBrandBasicInfo } from '@/lib/queries/brand-basic-info';
import { useBusinessSetup } from '@/lib/queries/business-setup';
import { useLocations } from '../api/get-locations';
import { usePositionsSettings } from '../api/get-positions-settings';
import { useReportsSettings } from '@/lib/queries/reports-settings';
import { humanise, positionLevels } from '../levels';
import { Loaded } from './query-state';

export type SettingsPageKey = 'basic-info' | 'positions' | 'business-setup' | 'reports';
export const SETTINGS_PAGES: readonly SettingsPageKey[] = [
  'basic-info',
  'positions',
  'business-setup',
  'reports',
];

function Fields({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="ap-fields">
      {rows.map(([label, value]) => (
        <div key={label} className="ap-field">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const swatch = (rgb: string) => (
  <span className="ap-swatch">
    <span className="ap-swatch__chip" style={{ background: `rgb(${rgb})` }} aria-hidden="true" />
    {rgb}
  </span>
);

function BasicInfo({ brandId }: { brandId: string }) {
  const { t } = useTranslation('access-portal');
  return (
    <Loaded query={useBrandBasicInfo(brandId)}>
      {(info) => (
        <Fields
          rows={[
            [t('basicInfo.name'), info.name],
            [
              t('basicInfo.type'),
              t(`brandType.${info.type}`, { defaultValue: humanise(info.type) }),
            ],
            [t('basicInfo.id'), info.id],
            [t('basicInfo.slug'), info.slug],
            [t('basicInfo.timezone'), info.timezone],
            [t('basicInfo.headerColor'), swatch(info.header_color)],
            [t('basicInfo.accentColor'), swatch(info.accent_color)],
            [
              t('basicInfo.status'),
              info.archived ? t('basicInfo.archived') : t('basicInfo.active'),
            ],
          ]}
        />
      )}
    </Loaded>
  );
}

function Positions({ brandId }: { brandId: string }) {
  const { t } = useTranslation('access-portal');
  return (
    <Loaded query={usePositionsSettings(brandId)}>
      {(settings) => (
        <Fields
          rows={[
            [
              t('positions.levels'),
              <ol key="levels" className="ap-levels">
                {positionLevels(settings.level).map((level) => (
                  <li key={level}>{t(`level.${level}`, { defaultValue: humanise(level) })}</li>
                ))}
              </ol>,
            ],
            [t('positions.mode'), t(`positions.modes.${settings.position_management_mode}`)],
          ]}
        />
      )}
    </Loaded>
  );
}

function BusinessSetup({ brandId }: { brandId: string }) {
  const { t } = useTranslation('access-portal');
  return (
    <Loaded query={useBusinessSetup(brandId)}>
      {(setup) => (
        <Fields
          rows={[
            [t('businessSetup.type'), t(`businessSetup.types.${setup.business_type}`)],
            [t('businessSetup.weekStart'), t(`weekday.${setup.week_start_day}`)],
            [t('businessSetup.timezone'), setup.timezone],
            [t('businessSetup.currency'), setup.currency_code],
            [t('businessSetup.payPeriod'), t(`businessSetup.payPeriods.${setup.pay_period}`)],
          ]}
        />
      )}
    </Loaded>
  );
}

function Reports({ brandId }: { brandId: string }) {
  const { t } = useTranslation('access-portal');
  return (
    <Loaded query={useReportsSettings(brandId)}>
      {(settings) => (
        <Fields
          rows={[
            [
              t('reports.filter'),
              settings.location_filter_type
                ? t(`reports.filters.${settings.location_filter_type}`)
                : t('reports.notSet'),
            ],
            [t('reports.period'), t(`reports.periods.${settings.default_period}`)],
          ]}
        />
      )}
    </Loaded>
  );
}

/** One settings page, for the group or any of its locations (the brand is in the URL). */
export function SettingsPage({
  rootBrandId,
  rootName,
  page,
}: {
  rootBrandId: string;
  rootName: string;
  page: SettingsPageKey;
}) {
  const { t } = useTranslation('access-portal');
  const [params, setParams] = useSearchParams();
  const locations = useLocations(rootBrandId);
  const brandId = params.get('brand') ?? rootBrandId;
  const body = {
    'basic-info': <BasicInfo brandId={brandId} />,
    positions: <Positions brandId={brandId} />,
    'business-setup': <BusinessSetup brandId={brandId} />,
    reports: <Reports brandId={brandId} />,
  }[page];
  return (
    <section className="ap-panel" aria-labelledby="ap-settings-title">
      <div className="ap-panel__head">
        <div>
          <h2 id="ap-settings-title">{t(`settings.${page}.title`)}</h2>
          <p className="ap-lead">{t(`settings.${page}.lead`)}</p>
        </div>
        <label className="ap-brand-pick">
          {t('settings.brand')}
          <select
            value={brandId}
            onChange={(e) =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                if (e.target.value === rootBrandId) next.delete('brand');
                else next.set('brand', e.target.value);
                return next;
              })
            }
          >
            <option value={rootBrandId}>{rootName}</option>
            {(locations.data ?? []).map((l) => (
              <option key={l.brand_id} value={l.brand_id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {body}
    </section>
  );
}
