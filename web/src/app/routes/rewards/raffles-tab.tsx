import { RaffleList } from '../../../features/rewards/components/raffle-list';
import { WithEntryBrand } from './entry-brand';

/** The raffles tab of settings/{path?}/rewards-and-recognition. */
export function Component() {
  return (
    <div role="tabpanel" className="tab-panel">
      <WithEntryBrand>{(brandId) => <RaffleList brandId={brandId} />}</WithEntryBrand>
    </div>
  );
}
