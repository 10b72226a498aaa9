import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button/button';
import { DIALOG_SIZES, type DialogSize } from '../../../../components/ui/constants';
import { alertDialog, confirmDialog } from '../../../../components/ui/dialog/confirm';
import { openModal } from '../../../../components/ui/dialog/modal-store';
import {
  createMapsLoader,
  type MapsLoader,
  mapsScriptUrl,
} from '../../../../components/ui/maps/maps-loader';
import { MapsDisplay } from '../../../../components/ui/maps/maps-display';
import { Select } from '../../../../components/ui/popover/select';
import { DemoSection, DemoState } from './demo-section';

// A modal whose code fails to load, to show the modal error fallback.
const BrokenContent = lazy(() => Promise.reject(new Error('the modal chunk could not be fetched')));

/** The stack is drawn by the app's one ModalHost (root layout). */
export function DialogDemo() {
  const { t } = useTranslation(['ui', 'design-system']);
  const [size, setSize] = useState<DialogSize>('md');
  const [answer, setAnswer] = useState('');
  const openStacked = (depth: number) => {
    openModal({
      title: t('design-system:layer', { depth }),
      size: depth === 1 ? 'lg' : 'sm',
      render: (close) => (
        <>
          <p className="ui-dialog__message">
            {t('design-system:layerBody', { z: 1030 + (depth - 1) * 10 })}
          </p>
          <div className="ui-dialog__actions">
            <Button variant="secondary" onClick={close}>
              {t('dialog.close')}
            </Button>
            <Button onClick={() => openStacked(depth + 1)}>{t('design-system:openAnother')}</Button>
          </div>
        </>
      ),
    });
  };
  return (
    <DemoSection id="dialogs" title={t('design-system:dialogs')}>
      <DemoState title={t('design-system:confirmAlert')} wide>
        <div className="ds-row">
          <Button
            onClick={() =>
              void confirmDialog({
                title: t('design-system:confirmTitle'),
                message: t('design-system:confirmBody'),
                confirmLabel: t('design-system:delete'),
                danger: true,
              }).then((ok) =>
                setAnswer(ok ? t('design-system:confirmed') : t('design-system:cancelled')),
              )
            }
          >
            {t('design-system:openConfirm')}
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              void alertDialog({
                title: t('design-system:alertTitle'),
                message: t('design-system:alertBody'),
              })
            }
          >
            {t('design-system:openAlert')}
          </Button>
          <Button variant="secondary" onClick={() => openStacked(1)}>
            {t('design-system:openStacked')}
          </Button>
          <Button
            variant="danger"
            onClick={() =>
              openModal({ title: t('design-system:brokenTitle'), render: () => <BrokenContent /> })
            }
          >
            {t('design-system:openBroken')}
          </Button>
        </div>
        <p className="ds-note" aria-live="polite">
          {answer || '\u00a0'}
        </p>
      </DemoState>
      <DemoState title={t('design-system:dialogSizes')} wide>
        <div className="ds-row ds-row--bottom">
          <div className="ds-narrow">
            <Select
              label={t('design-system:size')}
              options={DIALOG_SIZES.map((s) => ({ value: s, label: s }))}
              value={size}
              onChange={setSize}
            />
          </div>
          <Button
            variant="secondary"
            onClick={() =>
              openModal({
                title: t('design-system:sizedTitle', { size }),
                size,
                render: () => <p className="ui-dialog__message">{t('design-system:sizedBody')}</p>,
              })
            }
          >
            {t('design-system:openSized')}
          </Button>
        </div>
      </DemoState>
    </DemoSection>
  );
}

const NEVER = 2_147_483_647;
const demoLoaders = (): Record<string, MapsLoader> => ({
  notLoaded: createMapsLoader({
    loadScript: () => Promise.resolve(),
    onAuthFailure: () => () => undefined,
  }),
  loading: createMapsLoader({
    loadScript: () => new Promise(() => undefined),
    onAuthFailure: () => () => undefined,
    isOnline: () => true,
    timeoutMs: NEVER,
  }),
  loaded: createMapsLoader({
    loadScript: () => Promise.resolve(),
    onAuthFailure: () => () => undefined,
    isOnline: () => true,
  }),
  failed: createMapsLoader({
    loadScript: () => Promise.reject(new Error('offline')),
    onAuthFailure: () => () => undefined,
    isOnline: () => true,
  }),
  authFailure: createMapsLoader({
    loadScript: () => Promise.resolve(),
    // The API reports a bad key shortly after its script has loaded.
    onAuthFailure: (fail) => {
      const timer = setTimeout(fail, 50);
      return () => clearTimeout(timer);
    },
    isOnline: () => true,
  }),
});

export function MapsDemo() {
  const { t, i18n } = useTranslation(['ui', 'design-system']);
  const [loaders] = useState(demoLoaders);
  const [live] = useState(() => createMapsLoader());
  const url = mapsScriptUrl({
    key: 'design-system-demo-key',
    libraries: ['places'],
    language: i18n.language,
  });
  const states = [
    ['notLoaded', 'NOT_LOADED'],
    ['loading', 'LOADING'],
    ['loaded', 'LOADED'],
    ['failed', 'FAILED'],
    ['authFailure', 'AUTH_FAILURE'],
  ] as const;
  return (
    <DemoSection id="maps" title={t('design-system:maps')}>
      {states.map(([key, state]) => {
        const loader = loaders[key];
        return loader ? (
          <DemoState key={key} title={state}>
            <MapsDisplay
              label={`${t('maps.label')} ${state}`}
              loader={loader}
              scriptUrl={url}
              autoLoad={key !== 'notLoaded'}
              height="10rem"
            />
          </DemoState>
        ) : null;
      })}
      <DemoState title={t('design-system:liveMap')}>
        <MapsDisplay
          label={t('design-system:liveMap')}
          loader={live}
          scriptUrl={url}
          autoLoad={false}
          height="10rem"
        />
        <Button size="sm" variant="secondary" onClick={() => void live.load(url)}>
          {t('design-system:loadMap')}
        </Button>
      </DemoState>
    </DemoSection>
  );
}
