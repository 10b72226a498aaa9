import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/ui/states/states';

interface Query<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A state inside a panel is framed like the panel's content, not like a page. */
const FRAMED = { frame: 'bordered', className: 'ap-state' } as const;

/** What a portal panel shows until its read has an answer: the failure with a retry, or the skeleton. */
export function QueryState({ query }: { query: Query<unknown> }) {
  const { t } = useTranslation('access-portal');
  if (query.isError)
    return (
      <ErrorState
        ns="access-portal"
        {...FRAMED}
        title={t('state.errorTitle')}
        onRetry={() => void query.refetch()}
      />
    );
  return <LoadingState label={t('state.loading')} spinner={false} rows={3} {...FRAMED} />;
}

/** A panel drawn from one read once it has answered. */
export function Loaded<T>({
  query,
  children,
}: {
  query: Query<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isError || query.isPending || query.data === undefined)
    return <QueryState query={query} />;
  return <>{children(query.data)}</>;
}
