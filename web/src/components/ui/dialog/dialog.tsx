import { FloatingFocusManager, FloatingOverlay, useFloating } from '@floating-ui/react';
import { type ReactNode, useId, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogSize } from '../constants';
import '../ui.css';
import { CloseButton } from '../button/close-button';

export interface DialogProps {
  title: string;
  size?: DialogSize;
  zIndex: number;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
}

const TABBABLE =
  'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Moves focus into a layer as it appears, in the same commit: a later move (floating-ui's own initial
 * focus waits a frame) would take focus from a control the person has already reached, and their
 * Enter with it. The layer's `[data-autofocus]` control goes first, else its first control.
 */
function useInitialFocus(node: HTMLElement | null) {
  useLayoutEffect(() => {
    if (!node || node.contains(document.activeElement)) return;
    const target =
      node.querySelector<HTMLElement>('[data-autofocus]') ??
      node.querySelector<HTMLElement>(TABBABLE) ??
      node;
    target.focus({ preventScroll: true });
  }, [node]);
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
  useInitialFocus(node);
  return (
    <FloatingOverlay className="ui-backdrop" style={{ zIndex }} lockScroll>
      <FloatingFocusManager context={context} modal initialFocus={-1}>
        <div
          ref={setNode}
          tabIndex={-1}
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
            <CloseButton className="ui-icon-button" label={t('dialog.close')} onClick={onClose} />
          </header>
          <div className="ui-dialog__body">{children}</div>
          {footer ? <footer className="ui-dialog__footer">{footer}</footer> : null}
        </div>
      </FloatingFocusManager>
    </FloatingOverlay>
  );
}
