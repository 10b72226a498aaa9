import { useTranslation } from 'react-i18next';
import type { Category } from '../../../lib/storage';

interface Props {
  categories: readonly Category[];
  chosen: readonly Category[];
  onChange: (chosen: Category[]) => void;
}

/**
 * The banner's categories, once a visitor asks to choose: a module of its own, loaded on that
 * click, as most visitors allow or deny and every page's first load carries the banner.
 */
export function ConsentChoices({ categories, chosen, onChange }: Props) {
  const { t } = useTranslation('shell');
  return (
    <fieldset className="consent-choices">
      <legend>{t('consent.categories')}</legend>
      <label className="checkbox">
        <input type="checkbox" checked disabled /> {t('consent.NECESSARY')}
      </label>
      {categories.map((category) => (
        <label key={category} className="checkbox">
          <input
            type="checkbox"
            checked={chosen.includes(category)}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...chosen, category] : chosen.filter((c) => c !== category),
              )
            }
          />{' '}
          {t(`consent.${category}`)}
        </label>
      ))}
    </fieldset>
  );
}
