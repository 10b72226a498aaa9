import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RequireBrand } from '../../../components/ui/require-brand/require-brand';
import { JobBoardsPage } from '../../../features/job-boards/components/job-boards-page';
import { useAccess } from '../access/use-access';
import { useCurrentBrand } from '../enterprise/use-current-brand';
import type { RouteHandle } from '../route-prefetch';

export const handle: RouteHandle = { namespaces: ['job-boards'] };

/** Mounted at /job-boards/:jobBoard? */
const JOB_BOARDS_PATH = '/job-boards';

export function Component() {
  const { t } = useTranslation('job-boards');
  const { jobBoard } = useParams();
  const brand = useCurrentBrand();
  const access = useAccess();
  if (access.state === 'checking') return <section className="page" aria-busy="true" />;
  const { policy, features } = access;
  return (
    <RequireBrand brand={brand} title={t('title')} missing={t('brandMissing')}>
      {(brandId) => (
        <JobBoardsPage
          brandId={brandId}
          jobBoard={jobBoard}
          basePath={JOB_BOARDS_PATH}
          canManage={(board) => policy.permits('MANAGE_JOB_BOARDS', 'JOB_BOARD', board)}
          salesAccess={features.salesAccess}
        />
      )}
    </RequireBrand>
  );
}
