import { numberFormat } from '../../../lib/intl-format';

/** Number formatting in the reader's language; unknown figures read as a dash, never as zero. */
export function formatters(locale: string, currency: string) {
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  let money: Intl.NumberFormat;
  try {
    money = numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  } catch {
    money = numberFormat(locale, { maximumFractionDigits: 0 });
  }
  const orDash = (value: number | null, format: (v: number) => string) =>
    value === null ? '—' : format(value);
  return {
    number: (value: number | null) => orDash(value, (v) => number.format(v)),
    percent: (value: number | null) => orDash(value, (v) => percent.format(v)),
    money: (value: number | null) => orDash(value, (v) => money.format(v)),
  };
}
