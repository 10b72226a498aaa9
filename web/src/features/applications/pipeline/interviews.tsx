import type { Interview } from '@ws/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-error';
import { useAcceptInterview } from '../api/pipeline';
import type { Perspective } from '../components/party';
import { formatWhen } from './format-when';
import { ProposeInterviewButton } from './propose-interview';

interface InterviewsProps {
  applicationId: string;
  interviews: Interview[];
  perspective: Perspective;
  /** The employer may propose while the application is still open. */
  canPropose: boolean;
}

/** Interview proposals on an application: the employer proposes and sees the accepted time; the candidate accepts one. */
export function Interviews({
  applicationId,
  interviews,
  perspective,
  canPropose,
}: InterviewsProps) {
  const { t } = useTranslation('pipeline');
  if (interviews.length === 0 && !(perspective === 'EMPLOYER' && canPropose)) return null;
  return (
    <section className="pipe-section" aria-labelledby="pipe-interviews-title">
      <h3 id="pipe-interviews-title" className="pipe-section__title">
        {t('interview.title')}
      </h3>
      {interviews.length === 0 ? <p className="pipe-note">{t('interview.none')}</p> : null}
      <ul className="pipe-interviews">
        {interviews.map((i) => (
          <InterviewCard
            key={i.id}
            applicationId={applicationId}
            interview={i}
            perspective={perspective}
          />
        ))}
      </ul>
      {perspective === 'EMPLOYER' && canPropose ? (
        <ProposeInterviewButton applicationId={applicationId} />
      ) : null}
    </section>
  );
}

function InterviewCard({
  applicationId,
  interview: i,
  perspective,
}: {
  applicationId: string;
  interview: Interview;
  perspective: Perspective;
}) {
  const { t, i18n } = useTranslation('pipeline');
  const errorText = useApiErrorText();
  const accept = useAcceptInterview(applicationId);
  const [slotId, setSlotId] = useState(i.slots[0]?.id ?? '');
  const accepted = i.slots.find((s) => s.id === i.accepted_slot_id);
  const when = (iso: string) => formatWhen(iso, i18n.language);
  if (accepted) {
    return (
      <li className="pipe-interview pipe-interview--accepted" data-testid="interview">
        <strong>{t('interview.accepted', { when: when(accepted.start) })}</strong>
        {i.note ? <span>{i.note}</span> : null}
      </li>
    );
  }
  if (perspective === 'EMPLOYER') {
    return (
      <li className="pipe-interview" data-testid="interview">
        <strong>{t('interview.waiting')}</strong>
        <ul className="pipe-interview__slots">
          {i.slots.map((s) => (
            <li key={s.id}>{when(s.start)}</li>
          ))}
        </ul>
        {i.note ? <span>{i.note}</span> : null}
      </li>
    );
  }
  return (
    <li className="pipe-interview" data-testid="interview">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          accept.mutate({ interviewId: i.id, slotId });
        }}
      >
        <fieldset className="pipe-slots">
          <legend>{t('interview.choose')}</legend>
          {i.slots.map((s) => (
            <label key={s.id} className="pipe-slot">
              <input
                type="radio"
                name={`slot-${i.id}`}
                value={s.id}
                checked={slotId === s.id}
                onChange={() => setSlotId(s.id)}
              />
              <span>{when(s.start)}</span>
            </label>
          ))}
        </fieldset>
        {i.note ? <p className="pipe-note">{i.note}</p> : null}
        <button type="submit" className="pipe-button" disabled={accept.isPending || !slotId}>
          {t('interview.accept')}
        </button>
        {accept.isError ? (
          <p className="pipe-error" role="alert">
            {errorText(accept.error)}
          </p>
        ) : null}
      </form>
    </li>
  );
}
