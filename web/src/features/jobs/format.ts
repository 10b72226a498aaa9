import type { Job } from '@ws/contracts';
import { numberFormat } from '../../lib/intl-format';

/** "$14–$17 an hour" in the reader's language and US dollars (the world's brands are American). */
export function formatPay(pay: Job['hourly_pay'], language: string): string {
  const money = numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 2,
  });
  return `${money.format(pay.min)}–${money.format(pay.max)}`;
}

export const formatPlace = (place: Job['place']) =>
  [place.city, place.state].filter(Boolean).join(', ');
