import { type InputHTMLAttributes, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControlSize } from '../constants';
import '../ui.css';

export interface PasswordFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size'
> {
  label: string;
  size?: ControlSize;
}

export function PasswordField({ label, size = 'md', id, className, ...rest }: PasswordFieldProps) {
  const { t } = useTranslation('ui');
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [visible, setVisible] = useState(false);
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="ui-field__label">
        {label}
      </label>
      <div className={`ui-input-group ui-size-${size}`}>
        <input {...rest} id={inputId} type={visible ? 'text' : 'password'} className="ui-input" />
        <button
          type="button"
          className="ui-icon-button"
          aria-label={t('password.toggle')}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((v) => !v)}
        >
          <span aria-hidden="true">{visible ? '🙈' : '👁'}</span>
        </button>
      </div>
    </div>
  );
}
