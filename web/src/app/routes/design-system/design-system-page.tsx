import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { AvatarDemo, ButtonDemo, PasswordDemo, SelectDemo } from './demos/control-demos';
import { DatePickerDemo, MonthYearDemo, TimeDemo, WeekPickerDemo } from './demos/date-demos';
import { DialogDemo, MapsDemo } from './demos/overlay-demos';
import { CropperDemo, DropZoneDemo, PhoneDemo, SelectorDemo } from './demos/panel-demos';
import './design-system.css';

const SECTIONS: readonly { id: string; titleKey: string; Demo: ComponentType }[] = [
  { id: 'buttons', titleKey: 'design-system:buttons', Demo: ButtonDemo },
  { id: 'date-picker', titleKey: 'design-system:datePicker', Demo: DatePickerDemo },
  { id: 'week-picker', titleKey: 'design-system:weekPicker', Demo: WeekPickerDemo },
  { id: 'month-year-picker', titleKey: 'design-system:monthYearPicker', Demo: MonthYearDemo },
  { id: 'time', titleKey: 'design-system:time', Demo: TimeDemo },
  { id: 'menus', titleKey: 'design-system:menus', Demo: SelectDemo },
  { id: 'selector', titleKey: 'design-system:selector', Demo: SelectorDemo },
  { id: 'cropper', titleKey: 'design-system:cropper', Demo: CropperDemo },
  { id: 'drop-zone', titleKey: 'design-system:dropZone', Demo: DropZoneDemo },
  { id: 'phone', titleKey: 'design-system:phone', Demo: PhoneDemo },
  { id: 'password', titleKey: 'design-system:password', Demo: PasswordDemo },
  { id: 'avatar', titleKey: 'design-system:avatar', Demo: AvatarDemo },
  { id: 'dialogs', titleKey: 'design-system:dialogs', Demo: DialogDemo },
  { id: 'maps', titleKey: 'design-system:maps', Demo: MapsDemo },
];

/** /design-system shows every widget; /design-system/<widget> shows one. */
export function Component() {
  const { t } = useTranslation(['ui', 'design-system']);
  const { '*': sub = '' } = useParams();
  const only = SECTIONS.find((s) => s.id === sub);
  const shown = only ? [only] : SECTIONS;
  useEffect(() => {
    document.title = t('design-system:title');
  }, [t]);
  return (
    <div className="ds-page">
      <nav className="ds-nav" aria-label={t('design-system:widgets')}>
        <Link to="/design-system" className="ds-nav__link" aria-current={only ? undefined : 'page'}>
          {t('design-system:all')}
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
          <h1>{t('design-system:title')}</h1>
          <p className="ds-intro">{t('design-system:intro')}</p>
        </header>
        {shown.map(({ id, Demo }) => (
          <Demo key={id} />
        ))}
      </main>
    </div>
  );
}
