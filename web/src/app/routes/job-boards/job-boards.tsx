import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { JobBoardsPage } from '../../../features/job-boards/components/job-boards-page';
import { useCurrentBrand } from '../enterprise/use-current-brand';

/** Mounted at /job-boards/:jobBoard? */
const JOB_BOARDS_PATH = '/job-boards';

export function Component() {
  const { t } = useTranslation('job-boards');
  const { jobBoard } = useParams();
  const { brandId, isPending } = useCurrentBrand();
  if (isPending) return <section className="page" aria-busy="true" />;
  if (!brandId) {
    return (
      <section className="page">
        <h1>{t('title')}</h1>
        <p>{t('brandMissing')}</p>
      </section>
    );
  }
  return <JobBoardsPage brandId={brandId} jobBoard={jobBoard} basePath={JOB_BOARDS_PATH} />;
}
