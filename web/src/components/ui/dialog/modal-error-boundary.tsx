import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';

interface BoundaryProps {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/** Catches a modal's render or lazy-load failure so the rest of the page survives. */
export class ModalErrorBoundary extends Component<
  BoundaryProps,
  { error: unknown; failed: boolean }
> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('modal content failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/** §2, §8: the modal error fallback. */
export function ModalErrorFallback({
  onClose,
  onReload = () => window.location.reload(),
}: {
  onClose: () => void;
  onReload?: () => void;
}) {
  const { t } = useTranslation('ui');
  return (
    <div className="ui-modal-error" role="alert">
      <h3 className="ui-modal-error__title">{t('modalError.title')}</h3>
      <p>{t('modalError.message')}</p>
      <div className="ui-dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('modalError.close')}
        </Button>
        <Button onClick={onReload}>{t('modalError.reload')}</Button>
      </div>
    </div>
  );
}
