import type { AttestationQuestion } from '@ws/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../../components/ui/button/button';
import { confirmDialog } from '../../../components/ui/dialog/confirm';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { FormError } from '../../../components/ui/form/form-error';
import { useDeleteQuestion } from '../api/delete-question';
import { useQuestions } from '../api/list-questions';
import { useReorderQuestions } from '../api/reorder-questions';
import { useSetQuestionActive } from '../api/set-question-active';
import { attestationManagementPath, moveItem } from '../question-order';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import './attestation.css';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { tooltip } from '../../../components/ui/tooltip/tooltip';

interface RowProps {
  question: AttestationQuestion;
  index: number;
  count: number;
  brandId: string;
  onMove: (index: number, delta: -1 | 1) => void;
  moving: boolean;
}

function QuestionRow({ question, index, count, brandId, onMove, moving }: RowProps) {
  const { t } = useTranslation('attestation');
  const { pathname } = useLocation();
  const activate = useSetQuestionActive(brandId);
  const remove = useDeleteQuestion(brandId);
  const onDelete = async () => {
    const sure = await confirmDialog({
      title: t('list.deleteTitle'),
      message: t('list.deleteMessage', { text: question.text }),
      confirmLabel: t('actions.delete'),
      danger: true,
    });
    if (sure) remove.mutate(question.id);
  };
  return (
    <li
      className={question.active ? 'at-item' : 'at-item at-item--inactive'}
      data-testid="question-row"
      aria-label={question.text}
    >
      <span className="at-item__place" aria-label={t('list.place', { place: index + 1 })}>
        {index + 1}
      </span>
      <div className="at-item__main">
        <span className="at-item__text">{question.text}</span>
        <span className="at-item__meta">
          <span className="at-tag at-tag--accent">{t(`answerType.${question.answer_type}`)}</span>
          <span className="at-tag">
            {question.required ? t('list.required') : t('list.optional')}
          </span>
          {question.answer_type === 'MULTIPLE_CHOICE' ? (
            <span>{question.options.join(' · ')}</span>
          ) : null}
        </span>
      </div>
      <div className="at-item__actions">
        <CheckboxField
          label={question.active ? t('list.active') : t('list.inactive')}
          checked={question.active}
          disabled={activate.isPending}
          onChange={(active) => activate.mutate({ id: question.id, active })}
        />
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('list.moveUp', { text: question.text })}
          {...tooltip(t('list.moveUp', { text: question.text }))}
          disabled={index === 0 || moving}
          onClick={() => onMove(index, -1)}
        >
          <ArrowUp aria-hidden="true" size={18} strokeWidth={1.75} />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('list.moveDown', { text: question.text })}
          {...tooltip(t('list.moveDown', { text: question.text }))}
          disabled={index === count - 1 || moving}
          onClick={() => onMove(index, 1)}
        >
          <ArrowDown aria-hidden="true" size={18} strokeWidth={1.75} />
        </Button>
        <Link to={attestationManagementPath(pathname, question.id)}>{t('actions.edit')}</Link>
        <Button variant="ghost" size="sm" busy={remove.isPending} onClick={() => void onDelete()}>
          {t('actions.delete')}
        </Button>
      </div>
      <FormError message={activate.isError || remove.isError ? t('state.saveFailed') : null} />
    </li>
  );
}

/** The questions employees answer at clock-out, in the order they are asked. */
export function QuestionList({ brandId }: { brandId: string }) {
  const { t } = useTranslation('attestation');
  const { pathname } = useLocation();
  const questions = useQuestions(brandId);
  const reorder = useReorderQuestions(brandId);
  const create = (
    <Link className="at-new" to={attestationManagementPath(pathname)}>
      + {t('list.new')}
    </Link>
  );
  if (questions.isPending) return <LoadingState label={t('list.loading')} />;
  if (questions.isError)
    return (
      <ErrorState
        ns="attestation"
        title={t('list.error')}
        onRetry={() => void questions.refetch()}
      />
    );
  const list = questions.data;
  if (list.length === 0) {
    return (
      <EmptyState title={t('list.empty')} hint={t('list.emptyHint')}>
        {create}
      </EmptyState>
    );
  }
  const active = list.filter((q) => q.active).length;
  return (
    <>
      <div className="at-toolbar">
        <p>{t('list.count', { count: list.length, active })}</p>
        {create}
      </div>
      <FormError message={reorder.isError ? t('list.reorderFailed') : null} />
      <ol className="at-list" aria-label={t('title')}>
        {list.map((question, index) => (
          <QuestionRow
            key={question.id}
            question={question}
            index={index}
            count={list.length}
            brandId={brandId}
            moving={reorder.isPending}
            onMove={(at, delta) => reorder.mutate(moveItem(list, at, delta))}
          />
        ))}
      </ol>
    </>
  );
}
