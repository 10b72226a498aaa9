import { useParams } from 'react-router-dom';
import { JobDetail } from '../../../features/jobs/components/job-detail';
import '../../../features/jobs/jobs.css';

/** /jobs/:jobId: one opening and its application form. */
export function Component() {
  const { jobId = '' } = useParams();
  return (
    <section className="page">
      <JobDetail key={jobId} jobId={jobId} />
    </section>
  );
}
