import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../lib/storage';
import { isEnabled, readPolicy } from '../../../lib/storage';
import { bannerAnswered } from '../consent-cookies';
import { decideConsent } from '../decide-consent';
import { useConsentStore } from '../stores/consent-store';

const OPTIONAL: Category[] = ['PREFERENCES', 'ANALYTICS', 'MARKETING'];
// Most visitors allow or deny: the categories load on the click that asks for them.
const ConsentChoices = lazy(async () => ({
  default: (await import('./consent-choices')).ConsentChoices,
}));

/** §2/§4 the cookie-consent banner: allow all, deny, or choose categories. In the page flow, never over it. */
export function ConsentBanner() {
  const { t } = useTranslation('shell');
  const reopened = useConsentStore((s) => s.reopened);
  const close = useConsentStore((s) => s.close);
  const [answered, setAnswered] = useState(bannerAnswered);
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<Category[]>(() =>
    OPTIONAL.filter((c) => isEnabled(c, readPolicy())),
  );
  if (answered && !reopened) return null;
  const answer = (enabled: Category[]) => {
    // The banner leaves with the focused button: hand focus to the page's heading, not to <body>.
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
    setAnswered(true);
    setChoosing(false);
    close();
    decideConsent(enabled);
  };
  return (
    <section className="consent-banner" aria-labelledby="consent-title">
      <h2 id="consent-title">{t('consent.title')}</h2>
      <p>{t('consent.body')}</p>
      {choosing && (
        <Suspense fallback={null}>
          <ConsentChoices categories={OPTIONAL} chosen={chosen} onChange={setChosen} />
        </Suspense>
      )}
      <div className="consent-actions">
        <button type="button" onClick={() => answer(OPTIONAL)}>
          {t('consent.allowAll')}
        </button>
        <button type="button" className="secondary" onClick={() => answer([])}>
          {t('consent.deny')}
        </button>
        {choosing ? (
          <button type="button" className="secondary" onClick={() => answer(chosen)}>
            {t('consent.save')}
          </button>
        ) : (
          <button type="button" className="secondary" onClick={() => setChoosing(true)}>
            {t('consent.choose')}
          </button>
        )}
      </div>
    </section>
  );
}
