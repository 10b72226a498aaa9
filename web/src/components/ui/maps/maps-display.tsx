import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../button/button';
import '../ui.css';
import type { MapsLoader, MapsLoaderState } from './maps-loader';

export interface MapsDisplayProps {
  label: string;
  loader: MapsLoader;
  /** The script URL (mapsScriptUrl); loading starts on mount unless autoLoad is false. */
  scriptUrl: string;
  autoLoad?: boolean;
  height?: string;
  center?: { lat: number; lng: number };
}

interface MapsGlobal {
  google?: { maps?: { Map?: new (el: HTMLElement, options: object) => unknown } };
}

const messageKey: Record<MapsLoaderState, string> = {
  NOT_LOADED: 'maps.notLoaded',
  LOADING: 'maps.loading',
  LOADED: 'maps.loaded',
  FAILED: 'maps.failed',
  AUTH_FAILURE: 'maps.authFailure',
};

/** A map with every loader state shown (§4), failing gracefully when the script cannot load (§8). */
export function MapsDisplay({
  label,
  loader,
  scriptUrl,
  autoLoad = true,
  height = '14rem',
  center = { lat: 40.7128, lng: -74.006 },
}: MapsDisplayProps) {
  const { t } = useTranslation('ui');
  const state = useSyncExternalStore(loader.subscribe, loader.getState);
  useEffect(() => {
    if (autoLoad) void loader.load(scriptUrl);
  }, [autoLoad, loader, scriptUrl]);
  const failed = state === 'FAILED' || state === 'AUTH_FAILURE';
  return (
    <figure
      className={`ui-map ui-map--${state.toLowerCase().replace('_', '-')}`}
      style={{ height }}
      aria-label={label}
      data-state={state}
    >
      {state === 'LOADED' ? (
        <div
          className="ui-map__canvas"
          ref={(node) => {
            const Map = (window as Window & MapsGlobal).google?.maps?.Map;
            if (node && Map && !node.hasChildNodes()) new Map(node, { center, zoom: 12 });
          }}
        />
      ) : null}
      <figcaption className="ui-map__status" role={failed ? 'alert' : 'status'}>
        {state === 'LOADING' ? <Spinner /> : null}
        <span className={failed ? 'ui-map__error' : undefined}>{t(messageKey[state])}</span>
        {state === 'AUTH_FAILURE' ? (
          <span className="ui-map__note">{t('maps.authFailureNote')}</span>
        ) : null}
      </figcaption>
    </figure>
  );
}
