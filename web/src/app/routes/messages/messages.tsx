import { useTranslation } from 'react-i18next';
import { RequireBrand } from '../../../components/ui/require-brand/require-brand';
import { InboxPage } from '../../../features/messaging/components/inbox-page';
import { useUserInfo } from '@/lib/queries/user-info';

/** /messages: the employer's inbox, message threads across the entry brand's applications. */
export function Component() {
  const { t } = useTranslation('messaging');
  const user = useUserInfo();
  const brandId = user.data?.user_employer ? (user.data.entry_mode?.brand_id ?? null) : null;
  return (
    <RequireBrand
      brand={{ brandId, isPending: user.isPending }}
      title={t('inbox.pageTitle')}
      missing={t('inbox.noBrand')}
    >
      {(id) => <InboxPage brandId={id} />}
    </RequireBrand>
  );
}
