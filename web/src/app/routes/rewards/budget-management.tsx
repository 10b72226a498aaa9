import { BudgetForm } from '../../../features/rewards/components/budget-form';
import { RecordPage } from './management-page';

/** {path?}/rewards-and-recognition/budget-management/{id?}: edits the budget in the URL, or creates one. */
export function Component() {
  return (
    <RecordPage kind="budget">
      {(brandId, id) => <BudgetForm brandId={brandId} budgetId={id} />}
    </RecordPage>
  );
}
