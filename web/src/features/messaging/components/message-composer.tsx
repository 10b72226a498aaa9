import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { useSendMessage } from '../api/send-message';
import { formatBytes, MAX_FILES } from '../thread';
import { AttachmentPicker } from './attachment-picker';

export function MessageComposer({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('messaging');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const send = useSendMessage();
  const canSend = body.trim().length > 0 && !send.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    send.mutate(
      { applicationId, body: body.trim(), files },
      {
        onSuccess: () => {
          setBody('');
          setFiles([]);
        },
      },
    );
  };

  return (
    <form className="msg-composer" onSubmit={submit} aria-label={t('composer.label')}>
      <label className="msg-composer__field">
        <span className="visually-hidden">{t('composer.message')}</span>
        <textarea
          value={body}
          onChange={(e) => setBody(e.target.value)}
          placeholder={t('composer.placeholder')}
          rows={2}
          maxLength={5000}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) submit(e);
          }}
        />
      </label>
      {files.length > 0 ? (
        <ul className="msg-composer__files" aria-label={t('composer.attached')}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="msg-chip">
              <span>{f.name}</span>
              <span className="msg-file__size">{formatBytes(f.size)}</span>
              <button
                type="button"
                className="msg-chip__remove"
                aria-label={t('composer.remove', { name: f.name })}
                onClick={() => setFiles(files.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {send.isError ? (
        <p className="msg-composer__error" role="alert">
          {t('composer.error')}
        </p>
      ) : null}
      <div className="msg-composer__actions">
        <AttachmentPicker
          disabled={files.length >= MAX_FILES}
          onFiles={(added) => setFiles([...files, ...added].slice(0, MAX_FILES))}
        />
        <Button type="submit" busy={send.isPending} disabled={!canSend}>
          {t('composer.send')}
        </Button>
      </div>
    </form>
  );
}
