import { RaffleForm } from '../../../features/rewards/components/raffle-form';
import { RecordPage } from './management-page';

/** {path?}/rewards-and-recognition/raffle-management/{id?}: edits the raffle in the URL, or creates one. */
export function Component() {
  return (
    <RecordPage kind="raffle">
      {(brandId, id) => <RaffleForm brandId={brandId} raffleId={id} />}
    </RecordPage>
  );
}
