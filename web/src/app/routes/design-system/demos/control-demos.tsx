import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/ui/avatar/avatar';
import { Button } from '../../../../components/ui/button/button';
import { CONTROL_SIZES, POPUP_PLACEMENTS } from '../../../../components/ui/constants';
import { PasswordField } from '../../../../components/ui/password-field/password-field';
import { Dropdown } from '../../../../components/ui/popover/dropdown';
import { Menu } from '../../../../components/ui/popover/menu';
import { MultiSelect, Select } from '../../../../components/ui/popover/select';
import { DEMO_IMAGE } from './demo-image';
import { DemoSection, DemoState } from './demo-section';

export function ButtonDemo() {
  const { t } = useTranslation(['ui', 'design-system']);
  const [busy, setBusy] = useState(false);
  return (
    <DemoSection id="buttons" title={t('design-system:buttons')}>
      <DemoState title={t('design-system:sizes')} wide>
        <div className="ds-row">
          {CONTROL_SIZES.map((size) => (
            <Button key={size} size={size}>
              {t('design-system:save')} {size}
            </Button>
          ))}
        </div>
      </DemoState>
      <DemoState title={t('design-system:variants')} wide>
        <div className="ds-row">
          <Button>{t('design-system:primary')}</Button>
          <Button variant="secondary">{t('design-system:secondary')}</Button>
          <Button variant="danger">{t('design-system:danger')}</Button>
          <Button variant="ghost">{t('design-system:ghost')}</Button>
          <Button disabled>{t('design-system:disabled')}</Button>
        </div>
      </DemoState>
      <DemoState title={t('design-system:busy')} wide>
        <div className="ds-row">
          <Button busy>{t('design-system:saving')}</Button>
          <Button
            variant="secondary"
            busy={busy}
            onClick={() => {
              setBusy(true);
              setTimeout(() => setBusy(false), 1500);
            }}
          >
            {t('design-system:submit')}
          </Button>
        </div>
      </DemoState>
    </DemoSection>
  );
}

export function PasswordDemo() {
  const { t } = useTranslation(['ui', 'design-system']);
  return (
    <DemoSection id="password" title={t('design-system:password')}>
      {CONTROL_SIZES.map((size) => (
        <DemoState key={size} title={size}>
          <PasswordField
            label={`${t('design-system:passwordLabel')} (${size})`}
            size={size}
            defaultValue="Passw0rd!"
            autoComplete="off"
          />
        </DemoState>
      ))}
    </DemoSection>
  );
}

export function AvatarDemo() {
  const { t } = useTranslation(['ui', 'design-system']);
  const people = [
    { id: 1, first: 'Ada', last: 'Lovelace' },
    { id: 2, first: 'Grace', last: 'Hopper' },
    { id: 3, first: 'Alan', last: 'Turing' },
    { id: 4, first: 'Katherine', last: 'Johnson' },
  ];
  return (
    <DemoSection id="avatar" title={t('design-system:avatar')}>
      <DemoState title={t('design-system:withImage')}>
        <Avatar image={DEMO_IMAGE} firstName="Marina" lastName="Bay" size={56} />
      </DemoState>
      <DemoState title={t('design-system:initials')} wide>
        <div className="ds-row">
          {people.map((p) => (
            <Avatar key={p.id} avatarId={p.id} firstName={p.first} lastName={p.last} size={48} />
          ))}
        </div>
      </DemoState>
    </DemoSection>
  );
}

const ROLE_VALUES = ['cook', 'server', 'host', 'manager', 'dishwasher'] as const;
type Role = (typeof ROLE_VALUES)[number];

export function SelectDemo() {
  const { t } = useTranslation(['ui', 'design-system']);
  const options = ROLE_VALUES.map((value) => ({
    value,
    label: t(`design-system:roles.${value}`),
    disabled: value === 'dishwasher',
  }));
  const [role, setRole] = useState<Role | null>('server');
  const [roles, setRoles] = useState<Role[]>(['cook', 'host']);
  const [last, setLast] = useState('');
  return (
    <DemoSection id="menus" title={t('design-system:menus')}>
      <DemoState title={t('design-system:singleSelect')}>
        <Select
          label={t('design-system:position')}
          options={options}
          value={role}
          onChange={setRole}
        />
      </DemoState>
      <DemoState title={t('design-system:multiSelect')}>
        <MultiSelect
          label={t('design-system:positions')}
          options={options}
          value={roles}
          onChange={setRoles}
        />
      </DemoState>
      <DemoState title={t('design-system:selectSizes')} wide>
        <div className="ds-row ds-row--top">
          {CONTROL_SIZES.map((size) => (
            <div key={size} className="ds-narrow">
              <Select label={size} size={size} options={options} value={role} onChange={setRole} />
            </div>
          ))}
        </div>
      </DemoState>
      <DemoState title={t('design-system:menu')}>
        <Menu
          label={t('design-system:actions')}
          items={[
            {
              id: 'edit',
              label: t('design-system:edit'),
              onSelect: () => setLast(t('design-system:edit')),
            },
            {
              id: 'copy',
              label: t('design-system:duplicate'),
              onSelect: () => setLast(t('design-system:duplicate')),
            },
            {
              id: 'archive',
              label: t('design-system:archive'),
              onSelect: () => undefined,
              disabled: true,
            },
            {
              id: 'delete',
              label: t('design-system:delete'),
              onSelect: () => setLast(t('design-system:delete')),
              danger: true,
            },
          ]}
        />
        <p className="ds-note" aria-live="polite">
          {last ? t('design-system:chose', { action: last }) : '\u00a0'}
        </p>
      </DemoState>
      <DemoState title={t('design-system:placements')} wide>
        <div className="ds-row">
          {POPUP_PLACEMENTS.map((placement) => (
            <Dropdown key={placement} label={placement} placement={placement}>
              {(close) => (
                <>
                  <p className="ds-note">{t('design-system:dropdownBody', { placement })}</p>
                  <Button size="sm" onClick={close}>
                    {t('dialog.close')}
                  </Button>
                </>
              )}
            </Dropdown>
          ))}
        </div>
      </DemoState>
    </DemoSection>
  );
}
