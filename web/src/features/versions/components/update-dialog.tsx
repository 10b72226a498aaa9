import { useTranslation } from 'react-i18next';
import { useUpdateStore } from '../stores/update-store';

/** §4: a newer version without force_update is offered, not imposed. */
export function UpdateDialog() {
  const { t } = useTranslation('shell');
  const offered = useUpdateStore((s) => s.offered);
  const decline = useUpdateStore((s) => s.decline);
  if (offered === null) return null;
  return (
    <div className="modal-backdrop" style={{ zIndex: 1080 }}>
      <div className="modal-dialog" role="dialog" aria-modal="true" aria-labelledby="update-title">
        <h2 id="update-title">{t('update.title')}</h2>
        <p>{t('update.body')}</p>
        <div className="modal-actions">
          <button type="button" className="secondary" onClick={decline}>
            {t('update.later')}
          </button>
          <button type="button" onClick={() => window.location.reload()}>
            {t('update.reload')}
          </button>
        </div>
      </div>
    </div>
  );
}
