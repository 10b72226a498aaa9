import { FloatingFocusManager, FloatingOverlay, useFloating } from '@floating-ui/react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogSize } from '../constants';
import '../ui.css';

export interface DialogProps {
  title: string;
  size?: DialogSize;
  zIndex: number;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
}

/** One modal layer: backdrop, focus kept inside, Escape closes this layer only. */
export function Dialog({
  title,
  size = 'md',
  zIndex,
  onClose,
  children,
  footer,
  role = 'dialog',
}: DialogProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const [node, setNode] = useState<HTMLElement | null>(null);
  const { context } = useFloating({
    open: true,
    elements: { floating: node },
    onOpenChange: (open) => !open && onClose(),
  });
  return (
    <FloatingOverlay className="ui-backdrop" style={{ zIndex }} lockScroll>
      <FloatingFocusManager context={context} modal initialFocus={0}>
        <div
          ref={setNode}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          className={`ui-dialog ui-dialog--${size}`}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              onClose();
            }
          }}
        >
          <header className="ui-dialog__header">
            <h2 id={titleId} className="ui-dialog__title">
              {title}
            </h2>
            <button
              type="button"
              className="ui-icon-button"
              aria-label={t('dialog.close')}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          </header>
          <div className="ui-dialog__body">{children}</div>
          {footer ? <footer className="ui-dialog__footer">{footer}</footer> : null}
        </div>
      </FloatingFocusManager>
    </FloatingOverlay>
  );
}
