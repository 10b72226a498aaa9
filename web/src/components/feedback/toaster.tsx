import { useTranslation } from 'react-i18next';
import { useToastStore } from './toast-store';
import { X } from 'lucide-react';
import { tooltip } from '../ui/tooltip/tooltip';

/** The stacked toasts (§2): newest at the bottom, each with a dismiss button. */
export function Toaster() {
  const { t } = useTranslation('shell');
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <div className="toast-stack" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.variant}`}
          role="status"
          data-variant={toast.variant}
        >
          <span>{toast.message}</span>
          <button
            type="button"
            className="toast-dismiss"
            aria-label={t('toast.dismiss')}
            {...tooltip(t('toast.dismiss'))}
            onClick={() => dismiss(toast.id)}
          >
            <X aria-hidden="true" size={16} strokeWidth={1.75} />
          </button>
        </div>
      ))}
    </div>
  );
}
