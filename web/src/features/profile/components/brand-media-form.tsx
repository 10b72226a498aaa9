import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { FileDropZone } from '../../../components/ui/file-drop-zone/file-drop-zone';
import type { UploadStep } from '../api/upload-brand-media';
import { useUploadBrandMedia } from '../api/upload-brand-media';
import type { DraftField } from '../brand-media';
import {
  canBeHosted,
  DESCRIPTION_MAX,
  draftProblems,
  fieldOfFailure,
  MEDIA_EXTENSIONS,
  mediaFormatOf,
  mediaTypeOf,
  TITLE_MAX,
  titleFromFileName,
} from '../brand-media';

type Problems = ReturnType<typeof draftProblems>;

/** Pick a file, name it, and upload it to the brand: presigned URL, PUT, then the media record. */
export function BrandMediaForm({
  brandId,
  onUploaded,
}: {
  brandId: string;
  onUploaded: () => void;
}) {
  const { t } = useTranslation('profile');
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [hosted, setHosted] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [step, setStep] = useState<UploadStep>('presign');
  // The drop zone lists the picked file itself; a new key empties it after an upload.
  const [dropZoneKey, setDropZoneKey] = useState(0);
  const upload = useUploadBrandMedia(setStep);

  const type = file ? mediaTypeOf(file.type) : null;
  const format = file ? mediaFormatOf(file.name) : '';
  const refusedField = upload.isError ? fieldOfFailure(upload.error) : null;

  const errorOf = (field: DraftField): string | null => {
    const problem = problems[field];
    if (problem) return t(`media.upload.problems.${field}_${problem}`);
    return refusedField === field ? t(`media.upload.refused.${field}`) : null;
  };

  const pick = (files: File[]) => {
    const picked = files[0];
    if (!picked) return;
    upload.reset();
    setProblems({});
    setFile(picked);
    setTitle(titleFromFileName(picked.name));
    setHosted(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblems(file, { title, description });
    setProblems(found);
    if (!file || !type || Object.keys(found).length > 0) return;
    upload.mutate(
      { brandId, file, draft: { title, description, type, format, hosted } },
      {
        onSuccess: () => {
          setFile(null);
          setTitle('');
          setDescription('');
          setHosted(false);
          setDropZoneKey((k) => k + 1);
          onUploaded();
        },
      },
    );
  };

  const fileError = errorOf('file');
  const titleError = errorOf('title');
  const descriptionError = errorOf('description');
  const hostedError = errorOf('hosted');
  return (
    <form className="pf-media__form" onSubmit={submit} noValidate aria-labelledby="pf-media-upload">
      <h3 id="pf-media-upload">{t('media.upload.title')}</h3>
      <FileDropZone
        key={dropZoneKey}
        label={t('media.upload.file')}
        extensions={MEDIA_EXTENSIONS}
        multiple={false}
        onFiles={pick}
      />
      {type ? (
        <p className="pf-media__detected" data-testid="brand-media-detected">
          {t(`media.types.${type}`)} · {format.toUpperCase()}
        </p>
      ) : null}
      {fileError ? <FieldError id="pf-media-file-error" text={fileError} /> : null}

      <label className="ui-field">
        <span className="ui-field__label">{t('media.upload.name')}</span>
        <input
          className="ui-input"
          value={title}
          maxLength={TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? 'pf-media-title-error' : undefined}
        />
      </label>
      {titleError ? <FieldError id="pf-media-title-error" text={titleError} /> : null}

      <label className="ui-field">
        <span className="ui-field__label">{t('media.upload.description')}</span>
        <textarea
          className="ui-input pf-media__textarea"
          value={description}
          rows={3}
          maxLength={DESCRIPTION_MAX}
          onChange={(e) => setDescription(e.target.value)}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={
            descriptionError ? 'pf-media-description-error' : 'pf-media-description-hint'
          }
        />
        <span className="ui-field__hint" id="pf-media-description-hint">
          {t('media.upload.descriptionHint')}
        </span>
      </label>
      {descriptionError ? (
        <FieldError id="pf-media-description-error" text={descriptionError} />
      ) : null}

      {type && canBeHosted(type) ? (
        <label className="pf-media__check">
          <input
            type="checkbox"
            className="ui-checkbox"
            checked={hosted}
            onChange={(e) => setHosted(e.target.checked)}
            aria-describedby="pf-media-hosted-hint"
          />
          <span>
            {t('media.upload.hosted')}
            <span className="ui-field__hint" id="pf-media-hosted-hint">
              {t('media.upload.hostedHint')}
            </span>
          </span>
        </label>
      ) : null}
      {hostedError ? <FieldError id="pf-media-hosted-error" text={hostedError} /> : null}

      <div className="pf-media__actions">
        {upload.isPending ? (
          <span className="pf-muted" role="status">
            {t(`media.upload.steps.${step}`)}
          </span>
        ) : null}
        {upload.isSuccess ? (
          <span className="pf-success" role="status">
            {t('media.upload.saved')}
          </span>
        ) : null}
        <Button type="submit" busy={upload.isPending}>
          {t('media.upload.submit')}
        </Button>
      </div>
      {upload.isError && refusedField === null ? (
        <p className="form-error" role="alert">
          {t('media.upload.failed')}
        </p>
      ) : null}
    </form>
  );
}

function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <p className="ui-field__error" id={id} role="alert">
      {text}
    </p>
  );
}
