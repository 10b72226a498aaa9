import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { AvatarDemo, ButtonDemo, PasswordDemo, SelectDemo } from './demos/control-demos';
import { DatePickerDemo, MonthYearDemo, TimeDemo, WeekPickerDemo } from './demos/date-demos';
import { DialogDemo, MapsDemo } from './demos/overlay-demos';
import { CropperDemo, DropZoneDemo, PhoneDemo, SelectorDemo } from './demos/panel-demos';
import './design-system.css';

const SECTIONS: readonly { id: string; titleKey: string; Demo: ComponentType }[] = [
  { id: 'buttons', titleKey: 'designSystem.buttons', Demo: ButtonDemo },
  { id: 'date-picker', titleKey: 'designSystem.datePicker', Demo: DatePickerDemo },
  { id: 'week-picker', titleKey: 'designSystem.weekPicker', Demo: WeekPickerDemo },
  { id: 'month-year-picker', titleKey: 'designSystem.monthYearPicker', Demo: MonthYearDemo },
  { id: 'time', titleKey: 'designSystem.time', Demo: TimeDemo },
  { id: 'menus', titleKey: 'designSystem.menus', Demo: SelectDemo },
  { id: 'selector', titleKey: 'designSystem.selector', Demo: SelectorDemo },
  { id: 'cropper', titleKey: 'designSystem.cropper', Demo: CropperDemo },
  { id: 'drop-zone', titleKey: 'designSystem.dropZone', Demo: DropZoneDemo },
  { id: 'phone', titleKey: 'designSystem.phone', Demo: PhoneDemo },
  { id: 'password', titleKey: 'designSystem.password', Demo: PasswordDemo },
  { id: 'avatar', titleKey: 'designSystem.avatar', Demo: AvatarDemo },
  { id: 'dialogs', titleKey: 'designSystem.dialogs', Demo: DialogDemo },
  { id: 'maps', titleKey: 'designSystem.maps', Demo: MapsDemo },
];

/** /design-system shows every widget; /design-system/<widget> shows one. */
export function Component() {
  const { t } = useTranslation('ui');
  const { '*': sub = '' } = useParams();
  const only = SECTIONS.find((s) => s.id === sub);
  const shown = only ? [only] : SECTIONS;
  useEffect(() => {
    document.title = t('designSystem.title');
  }, [t]);
  return (
    <div className="ds-page">
      <nav className="ds-nav" aria-label={t('designSystem.widgets')}>
        <Link to="/design-system" className="ds-nav__link" aria-current={only ? undefined : 'page'}>
          {t('designSystem.all')}
        </Link>
        {SECTIONS.map((s) => (
          <Link
            key={s.id}
            to={`/design-system/${s.id}`}
            className="ds-nav__link"
            aria-current={only?.id === s.id ? 'page' : undefined}
          >
            {t(s.titleKey)}
          </Link>
        ))}
      </nav>
      <main className="ds-main">
        <header className="ds-header">
          <h1>{t('designSystem.title')}</h1>
          <p className="ds-intro">{t('designSystem.intro')}</p>
        </header>
        {shown.map(({ id, Demo }) => (
          <Demo key={id} />
        ))}
      </main>
    </div>
  );
}
