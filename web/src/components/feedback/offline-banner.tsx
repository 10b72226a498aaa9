import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE, languageFromHost } from '../../lib/i18n';

// The banner speaks when the network is gone, so its words cannot come from the network: every
// language's `shell.offline` is bundled (only that string of each file), not fetched.
const bundled = import.meta.glob<string>('../../../locales/*/shell.json', {
  eager: true,
  import: 'offline',
});
const OFFLINE_TEXT = Object.fromEntries(
  Object.entries(bundled).map(([file, text]) => [
    file.replace(/^.*\/locales\/([^/]+)\/shell\.json$/, '$1'),
    text,
  ]),
);

export const offlineText = (language: string) =>
  OFFLINE_TEXT[language] ?? OFFLINE_TEXT[DEFAULT_LANGUAGE] ?? '';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** §2: shown while the browser reports no connection, in the page's language. */
export function OfflineBanner({ language }: { language: string }) {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div className="offline-banner" role="alert" lang={language}>
      {offlineText(language)}
    </div>
  );
}

/**
 * Mounts the banner ahead of the app, before translations load: a visitor who opens the app with
 * no connection sees it while the app still waits for its language. Online, it is mounted when the
 * connection first goes: a React root of its own made at the start cost every page a few
 * milliseconds of its first task, for a banner that is rarely shown.
 */
export function mountOfflineBanner() {
  const mount = () => {
    const host = document.createElement('div');
    document.body.prepend(host);
    createRoot(host).render(
      <OfflineBanner language={languageFromHost(window.location.hostname)} />,
    );
  };
  if (navigator.onLine) window.addEventListener('offline', mount, { once: true });
  else mount();
}
