import i18next from 'i18next';
import { Button } from '../button/button';
import type { DialogSize } from '../constants';
import { openModal } from './modal-store';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  size?: DialogSize;
}

/** Opens a confirm dialog on the modal stack; resolves true on confirm, false on cancel or dismiss. */
export function confirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger,
  size = 'sm',
}: ConfirmOptions): Promise<boolean> {
  const t = i18next.getFixedT(null, 'ui');
  return new Promise((resolve) => {
    let answered = false;
    const answer = (value: boolean, close: () => void) => {
      answered = true;
      resolve(value);
      close();
    };
    openModal({
      title,
      size,
      role: 'alertdialog',
      onClose: () => {
        if (!answered) resolve(false);
      },
      render: (close) => (
        <>
          <p className="ui-dialog__message">{message}</p>
          <div className="ui-dialog__actions">
            {/* The safe answer takes focus first (WAI-ARIA alertdialog pattern). */}
            <Button variant="secondary" data-autofocus onClick={() => answer(false, close)}>
              {cancelLabel ?? t('dialog.cancel')}
            </Button>
            <Button variant={danger ? 'danger' : 'primary'} onClick={() => answer(true, close)}>
              {confirmLabel ?? t('dialog.confirm')}
            </Button>
          </div>
        </>
      ),
    });
  });
}

/** Opens an alert dialog; resolves once it is acknowledged or dismissed. */
export function alertDialog({
  title,
  message,
  size = 'sm',
}: Pick<ConfirmOptions, 'title' | 'message' | 'size'>): Promise<void> {
  const t = i18next.getFixedT(null, 'ui');
  return new Promise((resolve) => {
    openModal({
      title,
      size,
      role: 'alertdialog',
      onClose: () => resolve(),
      render: (close) => (
        <>
          <p className="ui-dialog__message">{message}</p>
          <div className="ui-dialog__actions">
            <Button data-autofocus onClick={close}>
              {t('dialog.ok')}
            </Button>
          </div>
        </>
      ),
    });
  });
}
