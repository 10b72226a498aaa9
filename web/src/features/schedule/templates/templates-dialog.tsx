import type { ApplyTemplateResult, ScheduleTemplate } from '@ws/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastStore } from '@/components/feedback/toast-store';
import { MODAL_BASE_Z_INDEX } from '@/components/ui/constants';
import { Dialog } from '@/components/ui/dialog/dialog';
import {
  useApplyTemplate,
  useDeleteTemplate,
  useRenameTemplate,
  useSaveTemplate,
  useTemplates,
} from './api';
import { ApplyResult } from './apply-result';
import { ListState } from './list-state';
import { NameForm } from './name-form';
import { TemplateRow } from './template-row';
import { useDayText, useTemplateErrorText } from './words';

interface TemplatesDialogProps {
  brandId: string;
  /** The week the schedule shows: what is saved, and where a template is applied. */
  weekStart: string;
  onClose: () => void;
}

/** Save the shown week as a template, apply one to it, and rename or delete the saved ones. */
export function TemplatesDialog({ brandId, weekStart, onClose }: TemplatesDialogProps) {
  const { t } = useTranslation('templates');
  const toast = useToastStore((s) => s.show);
  const errorText = useTemplateErrorText();
  const dayText = useDayText();
  const templates = useTemplates(brandId);
  const save = useSaveTemplate(brandId);
  const rename = useRenameTemplate(brandId);
  const remove = useDeleteTemplate(brandId);
  const apply = useApplyTemplate(brandId);
  const [saveKey, setSaveKey] = useState(0);
  const [result, setResult] = useState<{ name: string; result: ApplyTemplateResult } | null>(null);
  // Which template the last refused call was on, and the refusal in words.
  const [failed, setFailed] = useState<{ id: string; text: string } | null>(null);
  const week = dayText(weekStart);
  // A deleted row took focus with it: the list's heading holds it, inside the dialog.
  const listHeading = useRef<HTMLHeadingElement>(null);

  const on = (template: ScheduleTemplate) => ({
    onError: (error: unknown) => setFailed({ id: template.id, text: errorText(error) }),
  });
  const busyId = [rename, remove, apply].find((m) => m.isPending)?.variables;
  const isBusy = (id: string) =>
    busyId !== undefined && (typeof busyId === 'string' ? busyId === id : busyId.templateId === id);

  const list = templates.data?.templates ?? [];
  const body =
    list.length === 0 ? (
      <ListState
        failed={templates.isError}
        loading={templates.isPending}
        onRetry={() => void templates.refetch()}
      />
    ) : (
      <ul className="tpl-list">
        {list.map((template) => (
          <TemplateRow
            key={template.id}
            template={template}
            busy={isBusy(template.id)}
            error={failed?.id === template.id ? failed.text : null}
            onApply={() => {
              setFailed(null);
              apply.mutate(
                { templateId: template.id, weekStart },
                {
                  ...on(template),
                  onSuccess: (answer) => setResult({ name: template.name, result: answer }),
                },
              );
            }}
            onRename={(name, done) => {
              setFailed(null);
              rename.mutate(
                { templateId: template.id, name },
                {
                  ...on(template),
                  onSuccess: () => {
                    done();
                    toast({ message: t('rename.done', { name }), variant: 'success' });
                  },
                },
              );
            }}
            onDelete={() => {
              setFailed(null);
              remove.mutate(template.id, {
                ...on(template),
                onSuccess: () => {
                  listHeading.current?.focus();
                  toast({ message: t('delete.done', { name: template.name }), variant: 'success' });
                },
              });
            }}
          />
        ))}
      </ul>
    );

  return (
    <Dialog title={t('title')} size="md" zIndex={MODAL_BASE_Z_INDEX} onClose={onClose}>
      <div className="tpl">
        {result ? <ApplyResult name={result.name} result={result.result} /> : null}
        <section aria-labelledby="tpl-saved">
          <h3 id="tpl-saved" ref={listHeading} tabIndex={-1}>
            {t('list.title')}
          </h3>
          <p className="tpl-hint">{t('list.appliesTo', { week })}</p>
          {body}
        </section>
        <section aria-labelledby="tpl-save">
          <h3 id="tpl-save">{t('save.title', { week })}</h3>
          <NameForm
            key={saveKey}
            focusOnMount={saveKey > 0}
            label={t('save.label')}
            submitLabel={t('save.submit')}
            busy={save.isPending}
            error={save.isError ? errorText(save.error) : null}
            onSubmit={(name) =>
              save.mutate(
                { name, week_start: weekStart },
                {
                  onSuccess: () => {
                    setSaveKey((k) => k + 1);
                    save.reset();
                    toast({ message: t('save.done', { name }), variant: 'success' });
                  },
                },
              )
            }
          />
        </section>
      </div>
    </Dialog>
  );
}
