import { RuleList } from '../../../features/rewards/components/rule-list';
import { WithEntryBrand } from './entry-brand';

/** The rules tab of settings/{path?}/rewards-and-recognition. */
export function Component() {
  return (
    <div role="tabpanel" className="tab-panel">
      <WithEntryBrand>{(brandId) => <RuleList brandId={brandId} />}</WithEntryBrand>
    </div>
  );
}
