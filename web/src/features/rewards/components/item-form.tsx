import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { FormActions } from '../../../components/ui/form/form-actions';
import { FormError } from '../../../components/ui/form/form-error';
import { useApiErrorText } from '../../../lib/api-error';
import { tabPath } from '../rewards-path';
import { ErrorState, LoadingState } from '@/components/ui/states/states';

type Tab = Parameters<typeof tabPath>[1];

/** What the budget, rule and raffle forms share: their error, and going back to their tab once saved. */
export function useItemForm(tab: Tab) {
  const errorText = useApiErrorText();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const back = () => void navigate(tabPath(pathname, tab));
  return {
    error,
    setError,
    back,
    done: { onSuccess: back, onError: (cause: unknown) => setError(errorText(cause)) },
  };
}

/** The foot of an item form: its error, then cancel (back to the tab) and save, or create when new. */
export function ItemFormFoot({
  form,
  isNew,
  createLabel,
  busy,
}: {
  form: ReturnType<typeof useItemForm>;
  isNew: boolean;
  createLabel: string;
  busy: boolean;
}) {
  const { t } = useTranslation('rewards');
  return (
    <>
      <FormError message={form.error} />
      <FormActions
        cancelLabel={t('actions.cancel')}
        onCancel={form.back}
        submitLabel={isNew ? createLabel : t('actions.save')}
        busy={busy}
      />
    </>
  );
}

/**
 * A management page's item: the form once the item in the URL has loaded, or a new one without an
 * id; the page's own error when it cannot load.
 */
export function ItemLoader<T extends { id: string }>({
  id,
  item,
  notFound,
  children,
}: {
  id: string | undefined;
  item: UseQueryResult<T>;
  notFound: string;
  children: (item: T | undefined) => ReactNode;
}) {
  const { t } = useTranslation('rewards');
  if (id && item.isPending) return <LoadingState label={t('form.loading')} />;
  if (item.isError)
    return <ErrorState ns="rewards" title={notFound} onRetry={() => void item.refetch()} />;
  return children(item.data);
}
