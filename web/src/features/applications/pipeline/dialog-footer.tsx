import { useTranslation } from 'react-i18next';

/** Cancel and the form's submit button, under every pipeline dialog's form. */
export function DialogFooter({
  formId,
  busy,
  submitLabel,
  onCancel,
}: {
  formId: string;
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('pipeline');
  return (
    <>
      <button type="button" className="pipe-button pipe-button--quiet" onClick={onCancel}>
        {t('cancel')}
      </button>
      <button type="submit" form={formId} className="pipe-button" disabled={busy}>
        {submitLabel}
      </button>
    </>
  );
}
