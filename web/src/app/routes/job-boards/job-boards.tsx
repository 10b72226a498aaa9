import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RequireBrand } from '../../../components/ui/require-brand/require-brand';
import { JobBoardsPage } from '../../../features/job-boards/components/job-boards-page';
import { useCurrentBrand } from '../enterprise/use-current-brand';

/** Mounted at /job-boards/:jobBoard? */
const JOB_BOARDS_PATH = '/job-boards';

export function Component() {
  const { t } = useTranslation('job-boards');
  const { jobBoard } = useParams();
  const brand = useCurrentBrand();
  return (
    <RequireBrand brand={brand} title={t('title')} missing={t('brandMissing')}>
      {(brandId) => <JobBoardsPage brandId={brandId} jobBoard={jobBoard} basePath={JOB_BOARDS_PATH} />}
    </RequireBrand>
  );
}
