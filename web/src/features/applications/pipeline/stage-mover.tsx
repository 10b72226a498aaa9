import type { Application } from '@ws/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StageMoveInput, useMoveStage } from '../api/pipeline';
import type { Stage } from '../grouping';
import { StageMoveDialog } from './stage-move-dialog';
import { OfferForm } from '../offer/offer-form';
import { canGetOffer } from '../offer/offer-rules';

/** Stages whose move asks something first: a rejection its optional reason, a hire its start date. */
const ASKS_FIRST: readonly Stage[] = ['REJECTED', 'HIRED'];

/**
 * One way to move an application, whatever started it (a drop, the Move to control): asks what
 * the stage needs, sends the move, and says what happened in a live region.
 */
export function useStageMover() {
  const { t } = useTranslation('pipeline');
  const move = useMoveStage();
  const [asking, setAsking] = useState<{ application: Application; stage: Stage } | null>(null);
  const [news, setNews] = useState('');

  const commit = async (application: Application, body: StageMoveInput) => {
    const name = `${application.candidate.first_name} ${application.candidate.last_name}`;
    await move.mutateAsync({ applicationId: application.id, body });
    setNews(t('move.done', { name, stage: t(`stage.${body.stage}`) }));
  };

  const requestMove = (application: Application, stage: Stage) => {
    if (stage === application.stage) return;
    // An application that may get an offer gets one as it moves to the offer stage: its terms first.
    const offers = stage === 'OFFER' && canGetOffer(application.stage);
    if (offers || ASKS_FIRST.includes(stage)) setAsking({ application, stage });
    else commit(application, { stage }).catch(() => setNews(t('move.failed')));
  };

  // The offer's form sends the offer, and the move to the offer stage comes with it.
  const dialog =
    asking?.stage === 'OFFER' ? (
      <OfferForm application={asking.application} onClose={() => setAsking(null)} />
    ) : asking ? (
      <StageMoveDialog
        application={asking.application}
        stage={asking.stage}
        onClose={() => setAsking(null)}
        onSubmit={async (body) => {
          await commit(asking.application, body);
          setAsking(null);
        }}
      />
    ) : null;

  const announcer = (
    <p className="pipe-news" role="status">
      {news}
    </p>
  );

  return { requestMove, dialog, announcer, busy: move.isPending };
}
