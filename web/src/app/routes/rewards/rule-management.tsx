import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { RuleForm } from '../../../features/rewards/components/rule-form';
import { tabPath } from '../../../features/rewards/rewards-path';
import { WithEntryBrand } from './entry-brand';
import '../../../features/rewards/components/rewards.css';

/** {path?}/rewards-and-recognition/rule-management/{id?}: edits the rule in the URL, or creates one. */
export function Component() {
  const { t } = useTranslation('rewards');
  const { id } = useParams();
  const { pathname } = useLocation();
  return (
    <section className="page">
      <Link className="rw-back" to={tabPath(pathname, 'rules')}>
        ← {t('tabs.rules')}
      </Link>
      <h1>{id ? t('rule.editTitle') : t('rule.newTitle')}</h1>
      <WithEntryBrand>{(brandId) => <RuleForm brandId={brandId} ruleId={id} />}</WithEntryBrand>
    </section>
  );
}
