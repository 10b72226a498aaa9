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
  const { t } = useTranslation('ui');
  const [busy, setBusy] = useState(false);
  return (
    <DemoSection id="buttons" title={t('designSystem.buttons')}>
      <DemoState title={t('designSystem.sizes')} wide>
        <div className="ds-row">
          {CONTROL_SIZES.map((size) => (
            <Button key={size} size={size}>
              {t('designSystem.save')} {size}
            </Button>
          ))}
        </div>
      </DemoState>
      <DemoState title={t('designSystem.variants')} wide>
        <div className="ds-row">
          <Button>{t('designSystem.primary')}</Button>
          <Button variant="secondary">{t('designSystem.secondary')}</Button>
          <Button variant="danger">{t('designSystem.danger')}</Button>
          <Button variant="ghost">{t('designSystem.ghost')}</Button>
          <Button disabled>{t('designSystem.disabled')}</Button>
        </div>
      </DemoState>
      <DemoState title={t('designSystem.busy')} wide>
        <div className="ds-row">
          <Button busy>{t('designSystem.saving')}</Button>
          <Button
            variant="secondary"
            busy={busy}
            onClick={() => {
              setBusy(true);
              setTimeout(() => setBusy(false), 1500);
            }}
          >
            {t('designSystem.submit')}
          </Button>
        </div>
      </DemoState>
    </DemoSection>
  );
}

export function PasswordDemo() {
  const { t } = useTranslation('ui');
  return (
    <DemoSection id="password" title={t('designSystem.password')}>
      {CONTROL_SIZES.map((size) => (
        <DemoState key={size} title={size}>
          <PasswordField
            label={`${t('designSystem.passwordLabel')} (${size})`}
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
  const { t } = useTranslation('ui');
  const people = [
    { id: 1, first: 'Ada', last: 'Lovelace' },
    { id: 2, first: 'Grace', last: 'Hopper' },
    { id: 3, first: 'Alan', last: 'Turing' },
    { id: 4, first: 'Katherine', last: 'Johnson' },
  ];
  return (
    <DemoSection id="avatar" title={t('designSystem.avatar')}>
      <DemoState title={t('designSystem.withImage')}>
        <Avatar image={DEMO_IMAGE} firstName="Marina" lastName="Bay" size={56} />
      </DemoState>
      <DemoState title={t('designSystem.initials')} wide>
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
  const { t } = useTranslation('ui');
  const options = ROLE_VALUES.map((value) => ({
    value,
    label: t(`designSystem.roles.${value}`),
    disabled: value === 'dishwasher',
  }));
  const [role, setRole] = useState<Role | null>('server');
  const [roles, setRoles] = useState<Role[]>(['cook', 'host']);
  const [last, setLast] = useState('');
  return (
    <DemoSection id="menus" title={t('designSystem.menus')}>
      <DemoState title={t('designSystem.singleSelect')}>
        <Select
          label={t('designSystem.position')}
          options={options}
          value={role}
          onChange={setRole}
        />
      </DemoState>
      <DemoState title={t('designSystem.multiSelect')}>
        <MultiSelect
          label={t('designSystem.positions')}
          options={options}
          value={roles}
          onChange={setRoles}
        />
      </DemoState>
      <DemoState title={t('designSystem.selectSizes')} wide>
        <div className="ds-row ds-row--top">
          {CONTROL_SIZES.map((size) => (
            <div key={size} className="ds-narrow">
              <Select label={size} size={size} options={options} value={role} onChange={setRole} />
            </div>
          ))}
        </div>
      </DemoState>
      <DemoState title={t('designSystem.menu')}>
        <Menu
          label={t('designSystem.actions')}
          items={[
            {
              id: 'edit',
              label: t('designSystem.edit'),
              onSelect: () => setLast(t('designSystem.edit')),
            },
            {
              id: 'copy',
              label: t('designSystem.duplicate'),
              onSelect: () => setLast(t('designSystem.duplicate')),
            },
            {
              id: 'archive',
              label: t('designSystem.archive'),
              onSelect: () => undefined,
              disabled: true,
            },
            {
              id: 'delete',
              label: t('designSystem.delete'),
              onSelect: () => setLast(t('designSystem.delete')),
              danger: true,
            },
          ]}
        />
        <p className="ds-note" aria-live="polite">
          {last ? t('designSystem.chose', { action: last }) : '\u00a0'}
        </p>
      </DemoState>
      <DemoState title={t('designSystem.placements')} wide>
        <div className="ds-row">
          {POPUP_PLACEMENTS.map((placement) => (
            <Dropdown key={placement} label={placement} placement={placement}>
              {(close) => (
                <>
                  <p className="ds-note">{t('designSystem.dropdownBody', { placement })}</p>
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
