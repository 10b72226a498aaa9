import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/dialog/dialog';

/** Above every other modal layer: nothing else in this tab may go on. */
const PAUSED_Z_INDEX = 1090;

/** §2/§4: this tab's session was replaced by another account; Ok (or closing) reloads into it. */
export function SessionPausedDialog({ onOk }: { onOk: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Dialog
      title={t('sessionPaused.title')}
      role="alertdialog"
      size="sm"
      zIndex={PAUSED_Z_INDEX}
      onClose={onOk}
      footer={
        <button type="button" onClick={onOk}>
          {t('sessionPaused.ok')}
        </button>
      }
    >
      <p>{t('sessionPaused.body')}</p>
    </Dialog>
  );
}
