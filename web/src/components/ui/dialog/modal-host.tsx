import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../button/button';
import { Dialog } from './dialog';
import { ModalErrorBoundary, ModalErrorFallback } from './modal-error-boundary';
import { layerZIndex, useModalStore } from './modal-store';

/** Renders the modal stack; mount once near the root. Content may be lazy: it suspends inside its layer. */
export function ModalHost({ onReload }: { onReload?: () => void }) {
  const { t } = useTranslation('ui');
  const stack = useModalStore((s) => s.stack);
  const close = useModalStore((s) => s.close);
  return (
    <>
      {stack.map((entry, depth) => {
        const dismiss = () => close(entry.id);
        return (
          <Dialog
            key={entry.id}
            title={entry.title}
            size={entry.size}
            role={entry.role}
            zIndex={layerZIndex(depth)}
            onClose={dismiss}
          >
            <ModalErrorBoundary
              fallback={() => <ModalErrorFallback onClose={dismiss} onReload={onReload} />}
            >
              <Suspense fallback={<Spinner label={t('button.busy')} />}>
                {entry.render(dismiss)}
              </Suspense>
            </ModalErrorBoundary>
          </Dialog>
        );
      })}
    </>
  );
}
