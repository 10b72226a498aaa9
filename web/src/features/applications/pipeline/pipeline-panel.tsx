import type { Pipeline } from '@ws/contracts';
import type { Perspective } from '../components/party';
import { Interviews } from './interviews';
import { MoveToControl } from './move-to-control';
import { OfferSection } from '../offer/offer-section';
import { StageHistory } from './stage-history';
import './pipeline.css';

/** The detail's pipeline: the employer moves and sees the history; both sides see interviews. */
export function PipelinePanel({
  pipeline,
  perspective,
}: {
  pipeline: Pipeline;
  perspective: Perspective;
}) {
  const { application } = pipeline;
  const open = application.stage !== 'HIRED' && application.stage !== 'REJECTED';
  return (
    <div className="pipe-panel">
      {perspective === 'EMPLOYER' ? <MoveToControl application={application} /> : null}
      <Interviews
        applicationId={application.id}
        interviews={pipeline.interviews}
        perspective={perspective}
        canPropose={open}
      />
      <OfferSection application={application} perspective={perspective} />
      {perspective === 'EMPLOYER' ? <StageHistory pipeline={pipeline} /> : null}
    </div>
  );
}
