import type { AttestationQuestion } from '@ws/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-error';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button/button';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { FormActions } from '../../../components/ui/form/form-actions';
import { FormError } from '../../../components/ui/form/form-error';
import { Select } from '../../../components/ui/popover/select';
import { useCreateQuestion } from '../api/create-question';
import { useQuestion } from '../api/get-question';
import { useUpdateQuestion } from '../api/update-question';
import { attestationListPath, optionsProblem } from '../question-order';
import { ErrorState, LoadingState } from '@/components/ui/states/states';
import './attestation.css';
import { X } from 'lucide-react';
import { tooltip } from '../../../components/ui/tooltip/tooltip';

const ANSWER_TYPES = ['YES_NO', 'TEXT', 'MULTIPLE_CHOICE'] as const;
type AnswerType = (typeof ANSWER_TYPES)[number];

function Fields({
  brandId,
  question,
}: {
  brandId: string;
  question: AttestationQuestion | undefined;
}) {
  const { t } = useTranslation('attestation');
  const errorText = useApiErrorText();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const create = useCreateQuestion(brandId);
  const update = useUpdateQuestion(brandId);
  const [text, setText] = useState(question?.text ?? '');
  const [answerType, setAnswerType] = useState<AnswerType>(question?.answer_type ?? 'YES_NO');
  const [options, setOptions] = useState<string[]>(
    question?.options.length ? question.options : ['', ''],
  );
  const [required, setRequired] = useState(question?.required ?? true);
  const [active, setActive] = useState(question?.active ?? true);
  const [error, setError] = useState<string | null>(null);
  const choice = answerType === 'MULTIPLE_CHOICE';
  const back = () => void navigate(attestationListPath(pathname));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < 3) return setError(t('form.textTooShort'));
    const problem = optionsProblem(answerType, options);
    if (problem) return setError(t(`form.optionsProblem.${problem}`));
    setError(null);
    const fields = {
      text: text.trim(),
      answer_type: answerType,
      options: choice ? options.map((o) => o.trim()) : [],
      required,
    };
    const done = { onSuccess: back, onError: (error: unknown) => setError(errorText(error)) };
    if (question) update.mutate({ id: question.id, body: fields }, done);
    else create.mutate({ ...fields, active }, done);
  };

  return (
    <form className="at-form" onSubmit={submit} noValidate>
      <label>
        {t('form.text')}
        <textarea
          value={text}
          maxLength={300}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('form.textPlaceholder')}
        />
      </label>
      <Select
        label={t('form.answerType')}
        options={ANSWER_TYPES.map((value) => ({ value, label: t(`answerType.${value}`) }))}
        value={answerType}
        onChange={setAnswerType}
      />
      {choice ? (
        <fieldset>
          <legend className="ui-field__label">{t('form.options')}</legend>
          <ol className="at-options">
            {options.map((option, index) => (
              <li key={index}>
                <input
                  aria-label={t('form.option', { n: index + 1 })}
                  value={option}
                  maxLength={80}
                  onChange={(e) =>
                    setOptions((list) => list.map((o, i) => (i === index ? e.target.value : o)))
                  }
                />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('form.removeOption', { n: index + 1 })}
                  {...tooltip(t('form.removeOption', { n: index + 1 }))}
                  disabled={options.length <= 2}
                  onClick={() => setOptions((list) => list.filter((_, i) => i !== index))}
                >
                  <X aria-hidden="true" size={18} strokeWidth={1.75} />
                </Button>
              </li>
            ))}
          </ol>
          <Button
            variant="secondary"
            size="sm"
            disabled={options.length >= 10}
            onClick={() => setOptions((list) => [...list, ''])}
          >
            + {t('form.addOption')}
          </Button>
        </fieldset>
      ) : null}
      <CheckboxField label={t('form.required')} checked={required} onChange={setRequired} />
      {question ? null : (
        <CheckboxField label={t('form.active')} checked={active} onChange={setActive} />
      )}
      <FormError message={error} />
      <FormActions
        cancelLabel={t('actions.cancel')}
        onCancel={back}
        submitLabel={question ? t('actions.save') : t('form.create')}
        busy={create.isPending || update.isPending}
      />
    </form>
  );
}

/** clockout-attestation/management/{id?}: edits the question in the URL, or adds one at the end. */
export function QuestionForm({
  brandId,
  questionId,
}: {
  brandId: string;
  questionId: string | undefined;
}) {
  const { t } = useTranslation('attestation');
  const question = useQuestion(brandId, questionId);
  if (questionId && question.isPending) return <LoadingState label={t('form.loading')} />;
  if (question.isError)
    return (
      <ErrorState
        ns="attestation"
        title={t('form.notFound')}
        onRetry={() => void question.refetch()}
      />
    );
  return <Fields key={question.data?.id ?? 'new'} brandId={brandId} question={question.data} />;
}
