import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/ui/states/states';
import { useUserInfo } from '@/lib/queries/user-info';

/** Rewards belong to the signed-in user's entry brand (users/info entry_mode.brand_id). */
export function WithEntryBrand({ children }: { children: (brandId: string) => ReactNode }) {
  const { t } = useTranslation('rewards');
  const user = useUserInfo();
  if (user.isPending) return <LoadingState label={t('state.loading')} />;
  const brandId = user.data?.entry_mode?.brand_id;
  if (user.isError || !brandId)
    return (
      <ErrorState ns="rewards" title={t('state.noBrand')} onRetry={() => void user.refetch()} />
    );
  return children(brandId);
}
