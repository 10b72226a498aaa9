import { RuleForm } from '../../../features/rewards/components/rule-form';
import { RecordPage } from './management-page';

/** {path?}/rewards-and-recognition/rule-management/{id?}: edits the rule in the URL, or creates one. */
export function Component() {
  return (
    <RecordPage kind="rule">
      {(brandId, id) => <RuleForm brandId={brandId} ruleId={id} />}
    </RecordPage>
  );
}
