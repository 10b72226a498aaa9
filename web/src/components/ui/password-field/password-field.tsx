import { type InputHTMLAttributes, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControlSize } from '../constants';
import '../ui.css';
import { Eye, EyeOff } from 'lucide-react';
import { tooltip } from '../tooltip/tooltip';

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
          {...tooltip(t('password.toggle'))}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? (
            <EyeOff aria-hidden="true" size={18} strokeWidth={1.75} />
          ) : (
            <Eye aria-hidden="true" size={18} strokeWidth={1.75} />
          )}
        </button>
      </div>
    </div>
  );
}
