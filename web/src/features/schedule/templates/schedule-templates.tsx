import { LayoutTemplate } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { TemplatesDialog } from './templates-dialog';
import './templates.css';

/** The schedule's "Templates" control: opens the dialog for the shown week. */
export function ScheduleTemplates({ brandId, weekStart }: { brandId: string; weekStart: string }) {
  const { t } = useTranslation('templates');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <LayoutTemplate aria-hidden="true" size={16} />
        {t('button')}
      </Button>
      {open ? (
        <TemplatesDialog brandId={brandId} weekStart={weekStart} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
