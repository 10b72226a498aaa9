import { RESUME_EXTENSIONS } from '@ws/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-error';
import { Button } from '../../../components/ui/button/button';
import { FileDropZone } from '../../../components/ui/file-drop-zone/file-drop-zone';
import { FormError } from '../../../components/ui/form/form-error';
import { PhoneInput } from '../../../components/ui/phone-input/phone-input';
import { ApiResponseError } from '../../../lib/api-client';
import { useApplyForJob } from '../api/apply-for-job';

interface ApplyFormProps {
  jobId: string;
  /** From the signed-in person's account: name and e-mail come prefilled. */
  defaults: { name: string; email: string; phone: string };
}

const NOTE_MAX = 1000;

/** A short application: name, e-mail, phone, a note and an optional résumé (checked again by the server). */
export function ApplyForm({ jobId, defaults }: ApplyFormProps) {
  const { t } = useTranslation('jobs');
  const errorText = useApiErrorText();
  const apply = useApplyForJob();
  const [name, setName] = useState(defaults.name);
  const [email, setEmail] = useState(defaults.email);
  const [phone, setPhone] = useState(defaults.phone);
  const [note, setNote] = useState('');
  const [resume, setResume] = useState<File | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply.mutate({ jobId, name: name.trim(), email: email.trim(), phone, note, resume });
  };

  const error = apply.error;
  const message =
    error instanceof ApiResponseError && error.status === 409
      ? t('apply.already')
      : error
        ? t('apply.failed', { reason: errorText(error) })
        : null;

  return (
    <form className="jobs-apply" onSubmit={submit} aria-labelledby="jobs-apply-title">
      <h2 id="jobs-apply-title">{t('apply.title')}</h2>
      <label>
        {t('apply.name')}
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={120}
          autoComplete="name"
        />
      </label>
      <label>
        {t('apply.email')}
        <input
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          autoComplete="email"
        />
      </label>
      <PhoneInput label={t('apply.phone')} value={phone} onChange={(value) => setPhone(value)} />
      <label>
        {t('apply.note')}
        <textarea
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={NOTE_MAX}
          rows={4}
        />
      </label>
      <FileDropZone
        label={t('apply.resume')}
        extensions={RESUME_EXTENSIONS}
        multiple={false}
        onFiles={(files) => setResume(files[0] ?? null)}
      />
      <FormError message={message} />
      <Button type="submit" busy={apply.isPending}>
        {t('apply.submit')}
      </Button>
    </form>
  );
}
