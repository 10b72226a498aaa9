import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import ui from '../../../locales/en/ui.json';

/** The bundled English 'ui' namespace, for widget tests that render text. */
export async function setUpTestI18n() {
  if (i18next.isInitialized) return i18next;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['ui'],
    defaultNS: 'ui',
    resources: { en: { ui } },
    interpolation: { escapeValue: false },
  });
  return i18next;
}
