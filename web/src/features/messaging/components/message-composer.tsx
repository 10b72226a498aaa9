import type { FormEvent } from 'react';
import { Paperclip } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { useSendMessage } from '../api/send-message';
import { ATTACHMENT_EXTENSIONS, MAX_FILE_BYTES, MAX_FILES } from '../thread';

// The drop zone (and react-dropzone under it) loads when a user first chooses to attach, not with
// every thread: most messages carry no file.
const FileDropZone = lazy(async () => ({
  default: (await import('../../../components/ui/file-drop-zone/file-drop-zone')).FileDropZone,
}));

export function MessageComposer({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('messaging');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [attaching, setAttaching] = useState(false);
  // A new key gives the drop zone a fresh, empty selection after each sent message.
  const [zoneKey, setZoneKey] = useState(0);
  const send = useSendMessage();
  const field = useRef<HTMLTextAreaElement>(null);
  const canSend = body.trim().length > 0 && !send.isPending;

  const choose = (picked: File[]) => {
    const small = picked.filter((f) => f.size <= MAX_FILE_BYTES);
    const large = picked.filter((f) => f.size > MAX_FILE_BYTES).map((f) => f.name);
    setFiles(small.slice(0, MAX_FILES));
    setProblems([
      ...(large.length > 0 ? [t('drop.tooLarge', { names: large.join(', ') })] : []),
      ...(small.length > MAX_FILES ? [t('drop.tooMany', { count: MAX_FILES })] : []),
    ]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    send.mutate(
      { applicationId, body: body.trim(), files },
      {
        onSuccess: () => {
          setBody('');
          setFiles([]);
          setProblems([]);
          setAttaching(false);
          setZoneKey((k) => k + 1);
        },
        // Send is disabled while the message goes (and stays so once the field is emptied), which
        // drops the focus to <body>: it goes back to the field, where the next message is written.
        onSettled: () => field.current?.focus(),
      },
    );
  };

  return (
    <form className="msg-composer" onSubmit={submit} aria-label={t('composer.label')}>
      <label className="msg-composer__field">
        <span className="visually-hidden">{t('composer.message')}</span>
        <textarea
          ref={field}
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
      {attaching ? (
        <div className="msg-composer__zone">
          <Suspense fallback={<p aria-busy="true" className="msg-composer__loading" />}>
            <FileDropZone
              key={zoneKey}
              label={t('drop.label')}
              extensions={ATTACHMENT_EXTENSIONS}
              onFiles={choose}
            />
          </Suspense>
        </div>
      ) : null}
      {problems.map((p) => (
        <p key={p} className="msg-composer__error" role="alert">
          {p}
        </p>
      ))}
      {send.isError ? (
        <p className="msg-composer__error" role="alert">
          {t('composer.error')}
        </p>
      ) : null}
      <div className="msg-composer__actions">
        <button
          type="button"
          className="msg-attach"
          aria-expanded={attaching}
          onClick={() => setAttaching(!attaching)}
        >
          <Paperclip size={16} strokeWidth={2} aria-hidden="true" />
          {files.length > 0
            ? t('composer.attachedCount', { count: files.length })
            : t('composer.attach')}
        </button>
        <Button type="submit" busy={send.isPending} disabled={!canSend}>
          {t('composer.send')}
        </Button>
      </div>
    </form>
  );
}
