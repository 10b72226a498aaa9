import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import { displayNames } from '../../../lib/intl-format';

/** §9: the country search waits 100 ms after typing. */
export const PHONE_SEARCH_DEBOUNCE_MS = 100;

/** §5: the field takes digits and plus only. */
export function sanitisePhone(text: string): string {
  return text.replace(/[^\d+]/g, '');
}

/** A regional-indicator pair, so no flag images need shipping. */
export function flagEmoji(region: string): string {
  return region
    .toUpperCase()
    .replace(/[A-Z]/g, (c) => String.fromCodePoint(0x1f1e6 + c.charCodeAt(0) - 65));
}

export interface Country {
  code: CountryCode;
  name: string;
  dialCode: string;
  flag: string;
}

export function listCountries(locale: string): Country[] {
  const names = displayNames(locale, { type: 'region' });
  return getCountries()
    .map((code) => ({
      code,
      name: names.of(code) ?? code,
      dialCode: `+${getCountryCallingCode(code)}`,
      flag: flagEmoji(code),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

export function searchCountries(countries: readonly Country[], query: string): Country[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...countries];
  const digits = q.replace(/^\+/, '');
  return countries.filter(
    (c) =>
      c.name.toLowerCase().includes(q) ||
      c.code.toLowerCase() === q ||
      (digits !== '' && c.dialCode.slice(1).startsWith(digits)),
  );
}

/**
 * National mode: the user types the number as dialled at home; the value is E.164.
 * A number typed with its own + prefix wins over the chosen country.
 */
export function toE164(country: CountryCode, typed: string): string {
  const clean = sanitisePhone(typed);
  if (!clean) return '';
  const parsed = parsePhoneNumberFromString(clean, country);
  if (parsed) return parsed.number;
  return clean.startsWith('+')
    ? clean
    : `+${getCountryCallingCode(country)}${clean.replace(/^0+/, '')}`;
}

/** The national form as it is being typed, e.g. "(201) 555-0123". */
export function formatNational(country: CountryCode, typed: string): string {
  const clean = sanitisePhone(typed);
  return clean.startsWith('+') ? clean : new AsYouType(country).input(clean);
}

/** The region a pasted international number belongs to, to switch the country dropdown. */
export function regionOf(typed: string): CountryCode | undefined {
  return parsePhoneNumberFromString(sanitisePhone(typed))?.country;
}

/** The national form of a stored E.164 value, to fill the field back in. */
export function nationalOf(value: string): string {
  return parsePhoneNumberFromString(sanitisePhone(value))?.formatNational() ?? '';
}
