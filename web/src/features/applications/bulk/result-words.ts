import type { Application, BulkMove } from '@ws/contracts';
import type { TFunction } from 'i18next';

const nameOf = (a: Pick<Application, 'candidate'>) =>
  `${a.candidate.first_name} ${a.candidate.last_name}`.trim();

/**
 * What a bulk move did, in one sentence: how many moved, and for each one that did not, whose
 * and why ("2 declined, 1 not changed: Ana Lee is already hired"). `known` names the chosen
 * applications the answer no longer shows (one gone from this brand is not named by the server).
 */
export function bulkResultWords(
  t: TFunction,
  language: string,
  answer: BulkMove,
  stage: string,
  known: ReadonlyMap<string, Application>,
): string {
  const moved =
    stage === 'REJECTED'
      ? t('result.declined', { count: answer.moved })
      : t('result.moved', { count: answer.moved, stage: t(`stage.${stage}`, { ns: 'hiring' }) });
  if (answer.refused === 0) return moved;
  const why = answer.results
    .filter((r) => !r.moved)
    .map((r) => {
      const application = r.application ?? known.get(r.application_id);
      const name = application ? nameOf(application) : t('result.someone');
      return t(`refusal.${r.refusal ?? 'NOT_FOUND'}`, {
        name,
        stage: t(`stage.${stage}`, { ns: 'hiring' }),
      });
    });
  const list = new Intl.ListFormat(language, { type: 'unit', style: 'long' }).format(why);
  if (answer.moved === 0) return t('result.none', { why: list });
  return t('result.partial', { moved, count: answer.refused, why: list });
}
