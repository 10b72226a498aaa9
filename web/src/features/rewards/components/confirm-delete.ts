import type { TFunction } from 'i18next';
import { confirmDialog } from '../../../components/ui/dialog/confirm';

/** Asks before a budget, rule or raffle is deleted, naming it; resolves true when the person confirms. */
export const confirmDelete = (
  t: TFunction<'rewards'>,
  kind: 'budget' | 'rule' | 'raffle',
  name: string,
) =>
  confirmDialog({
    title: t(`${kind}.deleteTitle`),
    message: t(`${kind}.deleteMessage`, { name }),
    confirmLabel: t('actions.delete'),
    danger: true,
  });
