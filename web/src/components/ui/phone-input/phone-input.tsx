import type { CountryCode } from 'libphonenumber-js';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounce } from '../../../lib/debounce';
import { MENU_MAX_HEIGHT } from '../constants';
import { moveFocusInList, Popover } from '../popover/popover';
import '../ui.css';
import { Flag } from './flag';
import {
  formatNational,
  listCountries,
  nationalOf,
  PHONE_SEARCH_DEBOUNCE_MS,
  regionOf,
  sanitisePhone,
  searchCountries,
  toE164,
} from './phone';

export interface PhoneInputProps {
  label: string;
  /** E.164, e.g. +12015550123, or ''. */
  value: string;
  onChange: (value: string, country: CountryCode) => void;
  defaultCountry?: CountryCode;
}

/** National mode (§5): the number is typed as dialled at home; the country supplies the dial code. */
export function PhoneInput({ label, value, onChange, defaultCountry = 'US' }: PhoneInputProps) {
  const { t, i18n } = useTranslation('ui');
  const id = useId();
  const countries = useMemo(() => listCountries(i18n.language || 'en'), [i18n.language]);
  const [country, setCountry] = useState<CountryCode>(() => regionOf(value) ?? defaultCountry);
  const [typed, setTyped] = useState(() => nationalOf(value));
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const search = useDebounce(query, PHONE_SEARCH_DEBOUNCE_MS);
  const found = searchCountries(countries, search);
  const current = countries.find((c) => c.code === country);

  const update = (nextCountry: CountryCode, text: string) => {
    const clean = sanitisePhone(text);
    const region = clean.startsWith('+') ? regionOf(clean) : undefined;
    const effective = region ?? nextCountry;
    setCountry(effective);
    setTyped(formatNational(effective, clean));
    onChange(toE164(effective, clean), effective);
  };

  return (
    <div className="ui-field">
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <div className="ui-input-group ui-size-md">
        <Popover
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) setQuery('');
          }}
          label={t('phone.country')}
          maxHeight={MENU_MAX_HEIGHT}
          className="ui-phone__popover"
          trigger={(props) => (
            <button
              type="button"
              className="ui-phone__country"
              aria-label={`${country} ${current?.dialCode ?? ''}, ${t('phone.country')}: ${current?.name ?? country}`}
              {...props}
            >
              <Flag emoji={current?.flag ?? ''} region={country} />
              <span aria-hidden="true">{current?.dialCode}</span>
              <span aria-hidden="true" className="ui-caret" />
            </button>
          )}
        >
          <input
            type="search"
            className="ui-input ui-size-sm"
            placeholder={t('phone.search')}
            aria-label={t('phone.search')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') {
                e.preventDefault();
                e.currentTarget.parentElement
                  ?.querySelector<HTMLElement>('[role="option"]')
                  ?.focus();
              }
            }}
          />
          <div
            role="listbox"
            aria-label={t('phone.country')}
            className="ui-list ui-phone__list"
            onKeyDown={(e) => moveFocusInList(e, '[role="option"]')}
          >
            {found.length === 0 ? (
              <p className="ui-selector__empty" role="status">
                {t('phone.empty')}
              </p>
            ) : (
              found.map((c) => (
                <div
                  key={c.code}
                  role="option"
                  tabIndex={-1}
                  aria-selected={c.code === country}
                  className="ui-list__item ui-option"
                  onClick={() => {
                    update(c.code, typed.startsWith('+') ? '' : typed);
                    setOpen(false);
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      update(c.code, typed.startsWith('+') ? '' : typed);
                      setOpen(false);
                    }
                  }}
                >
                  <Flag emoji={c.flag} region={c.code} />
                  <span className="ui-option__label">{c.name}</span>
                  <span className="ui-option__detail">{c.dialCode}</span>
                </div>
              ))
            )}
          </div>
        </Popover>
        <input
          id={id}
          className="ui-input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={typed}
          onChange={(e) => update(country, e.target.value)}
          onKeyDown={(e) => {
            // §5: only digits and plus get through (editing keys and shortcuts still work).
            if (e.key.length === 1 && !/[\d+]/.test(e.key) && !e.ctrlKey && !e.metaKey)
              e.preventDefault();
          }}
        />
      </div>
    </div>
  );
}
