import { useTranslation } from 'react-i18next';
import { RequireBrand } from '../../../components/ui/require-brand/require-brand';
import { paths } from '../../../config/paths';
import { MessageBoardPage } from '../../../features/message-board/components/message-board-page';
import { useUserInfo } from '@/lib/queries/user-info';

/** /message-board: the group message board of an employer whose entry brand is a GP- group. */
export function Component() {
  const { t } = useTranslation('messaging');
  const user = useUserInfo();
  const entry = user.data?.entry_mode;
  const groupId = entry?.top_level ? entry.brand_id : null;
  return (
    <RequireBrand
      brand={{ brandId: groupId, isPending: user.isPending }}
      title={t('board.title')}
      missing={t('board.noGroup')}
    >
      {(id) => <MessageBoardPage groupId={id} hiringPath={paths.hiring} />}
    </RequireBrand>
  );
}
