import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { MODAL_BASE_Z_INDEX } from '@/components/ui/constants';
import { Dialog } from '@/components/ui/dialog/dialog';
import { useDayText } from '../templates/words';
import type { Labour } from './use-labour';
import { usePercentText } from './words';

/**
 * The check before a week is published: when a day it would put out runs over the labour target,
 * a dialog names each such day in words and lets the manager publish anyway or go back to fix it.
 * `guard(publish)` publishes at once when no day is over.
 */
export function usePublishCheck(labour: Labour) {
  const { t } = useTranslation('labour');
  const dayText = useDayText();
  const percent = usePercentText();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const over = labour.overOnPublish;
  const guard = (publish: () => void) => {
    if (over.length === 0) publish();
    else setPending(() => publish);
  };
  const target = labour.figures?.target ?? 0;
  const dialog = pending ? (
    <Dialog
      title={t('check.title')}
      role="alertdialog"
      size="sm"
      zIndex={MODAL_BASE_Z_INDEX}
      onClose={() => setPending(null)}
      footer={
        <>
          <Button variant="secondary" data-autofocus onClick={() => setPending(null)}>
            {t('check.back')}
          </Button>
          <Button
            onClick={() => {
              setPending(null);
              pending();
            }}
          >
            {t('check.anyway')}
          </Button>
        </>
      }
    >
      <ul className="labour-check">
        {over.map((d) => (
          <li key={d.day}>
            {t('check.day', {
              day: dayText(d.day),
              percent: percent(d.percent ?? 0),
              target: percent(target),
            })}
          </li>
        ))}
      </ul>
      <p>{t('check.hint')}</p>
    </Dialog>
  ) : null;
  return { guard, dialog };
}
