import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControlSize } from '../constants';
import '../ui.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  size?: ControlSize;
  variant?: ButtonVariant;
  /** §4: a busy button is disabled and shows a spinner. */
  busy?: boolean;
}

export function Spinner({ label }: { label?: string }) {
  return (
    <span
      className="ui-spinner"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

export function Button({
  size = 'md',
  variant = 'primary',
  busy = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const { t } = useTranslation('ui');
  return (
    <button
      {...rest}
      type={type}
      className={['ui-button', `ui-button--${variant}`, `ui-size-${size}`, className]
        .filter(Boolean)
        .join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner label={t('button.busy')} /> : null}
      <span className="ui-button__label">{children}</span>
    </button>
  );
}
