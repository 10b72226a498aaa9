import { BudgetList } from '../../../features/rewards/components/budget-list';
import { WithEntryBrand } from './entry-brand';

/** The budget tab of settings/{path?}/rewards-and-recognition. */
export function Component() {
  return (
    <div role="tabpanel" className="tab-panel">
      <WithEntryBrand>{(brandId) => <BudgetList brandId={brandId} />}</WithEntryBrand>
    </div>
  );
}
