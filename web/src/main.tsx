import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { mountOfflineBanner } from './components/feedback/offline-banner';
import { restoreFlashToasts } from './components/feedback/toast-store';
import { env } from './config/env';
import { configureApiClient } from './lib/api-client';
import { getAccessToken } from './lib/auth';
import { initI18n } from './lib/i18n';
import './styles.css';

configureApiClient({ baseUrl: env.apiUrl, getToken: getAccessToken, referrerHeader: env.referrerHeader });

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
mountOfflineBanner();
await initI18n();
restoreFlashToasts();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
