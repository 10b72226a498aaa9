import { LayoutTemplate } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';

/** The saved templates' list when there is none to show: it failed, it is on its way, or it is empty. */
export function ListState({
  failed,
  loading,
  onRetry,
}: {
  failed: boolean;
  loading: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('templates');
  if (failed)
    return (
      <ErrorState ns="templates" frame="bare" title={t('state.errorTitle')} onRetry={onRetry} />
    );
  if (loading)
    return <LoadingState label={t('state.loading')} spinner={false} rows={2} frame="bare" />;
  return (
    <EmptyState
      frame="bare"
      icon={<LayoutTemplate aria-hidden="true" size={24} strokeWidth={1.5} />}
      title={t('state.emptyTitle')}
      hint={t('state.emptyHint')}
    />
  );
}
