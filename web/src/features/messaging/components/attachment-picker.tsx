import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, isAcceptedFile } from '../../../components/ui/file-drop-zone/extensions';
import { ATTACHMENT_EXTENSIONS, MAX_FILE_BYTES } from '../thread';

interface AttachmentPickerProps {
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

/** A compact drop target with a Browse files action; only listed extensions under 10 MB pass [R5-14]. */
export function AttachmentPicker({ disabled = false, onFiles }: AttachmentPickerProps) {
  const { t } = useTranslation('messaging');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [rejected, setRejected] = useState<string[]>([]);

  const take = (list: FileList | null) => {
    const all = [...(list ?? [])];
    const ok = all.filter(
      (f) => isAcceptedFile(f.name, ATTACHMENT_EXTENSIONS) && f.size <= MAX_FILE_BYTES,
    );
    setRejected(all.filter((f) => !ok.includes(f)).map((f) => f.name));
    if (ok.length > 0) onFiles(ok);
  };

  return (
    <div
      className={over ? 'msg-drop msg-drop--over' : 'msg-drop'}
      data-testid="attachment-drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (!disabled) take(e.dataTransfer.files);
      }}
    >
      <span className="msg-drop__hint">{t('drop.hint')}</span>
      <button
        type="button"
        className="msg-link-button"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {t('drop.browse')}
      </button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={acceptAttribute(ATTACHMENT_EXTENSIONS)}
        aria-label={t('drop.browse')}
        onChange={(e) => {
          take(e.target.files);
          e.target.value = '';
        }}
      />
      {rejected.length > 0 ? (
        <p className="msg-drop__error" role="alert">
          {t('drop.rejected', { names: rejected.join(', ') })}
        </p>
      ) : null}
    </div>
  );
}
