import { useTranslation } from 'react-i18next';

/** §2/§4: this tab's session was replaced by another account; Ok reloads into it. */
export function SessionPausedDialog({ onOk }: { onOk: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className="modal-backdrop" style={{ zIndex: 1090 }}>
      <div className="modal-dialog" role="alertdialog" aria-modal="true" aria-labelledby="session-paused-title" aria-describedby="session-paused-body">
        <h2 id="session-paused-title">{t('sessionPaused.title')}</h2>
        <p id="session-paused-body">{t('sessionPaused.body')}</p>
        <div className="modal-actions">
          <button type="button" autoFocus onClick={onOk}>
            {t('sessionPaused.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}
