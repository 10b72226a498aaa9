import { useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import '../ui.css';
import { acceptAttribute, isAcceptedFile, normaliseExtensions } from './extensions';

export interface FileDropZoneProps {
  label: string;
  /** Allowed extensions, e.g. ['pdf', 'png']; compared in lower case (§5). */
  extensions: readonly string[];
  onFiles: (files: File[]) => void;
  multiple?: boolean;
}

export function FileDropZone({ label, extensions, onFiles, multiple = true }: FileDropZoneProps) {
  const { t } = useTranslation('ui');
  const [accepted, setAccepted] = useState<File[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    multiple,
    // Clicks and keys go to the Browse files button, so the zone is not a second tab stop.
    noClick: true,
    noKeyboard: true,
    // The plain file input everywhere: the File System Access picker ignores our extension list
    // and, in Chromium, sometimes never reports a chooser.
    useFsAccessApi: false,
    // While dragging, browsers hide file names: only the dropped files are judged.
    validator: (file) =>
      file.name && !isAcceptedFile(file.name, extensions)
        ? { code: 'file-invalid-type', message: file.name }
        : null,
    onDrop: (ok: File[], bad: FileRejection[]) => {
      setAccepted(ok);
      setRejected(bad.map((r) => r.file.name));
      if (ok.length) onFiles(ok);
    },
  });
  return (
    <div className="ui-field">
      <span className="ui-field__label">{label}</span>
      <div
        {...getRootProps({
          className: isDragActive ? 'ui-dropzone ui-dropzone--active' : 'ui-dropzone',
        })}
      >
        <input {...getInputProps({ accept: acceptAttribute(extensions), 'aria-label': label })} />
        <span aria-hidden="true" className="ui-dropzone__icon" />
        <p className="ui-dropzone__prompt">
          {t('dropZone.prompt')}{' '}
          <button type="button" className="ui-link-button" onClick={open}>
            {t('dropZone.browse')}
          </button>
        </p>
        <p className="ui-field__hint">
          {t('dropZone.accepted', { list: normaliseExtensions(extensions).join(', ') })}
        </p>
      </div>
      <div aria-live="polite">
        {rejected.map((name) => (
          <p key={name} className="ui-field__error">
            {t('dropZone.rejected', { name })}
          </p>
        ))}
        {accepted.length ? (
          <ul className="ui-dropzone__files" aria-label={t('dropZone.files')}>
            {accepted.map((f) => (
              <li key={f.name}>{f.name}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
