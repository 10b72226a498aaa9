import type { Budget } from '@ws/contracts';
import { numberFormat } from '../../lib/intl-format';

export type UsageLevel = 'ok' | 'high' | 'spent';

export interface BudgetUsage {
  remaining: number;
  /** Share of the amount spent, 0–100, for the progress bar. */
  percent: number;
  level: UsageLevel;
}

/** From 80 % spent a budget is flagged, so a manager tops it up before the period ends. */
export const HIGH_USAGE = 80;

export function budgetUsage({ amount, spent }: Pick<Budget, 'amount' | 'spent'>): BudgetUsage {
  const percent = amount > 0 ? Math.min(100, Math.max(0, Math.round((spent / amount) * 100))) : 100;
  const level: UsageLevel = spent >= amount ? 'spent' : percent >= HIGH_USAGE ? 'high' : 'ok';
  return { remaining: Math.max(0, amount - spent), percent, level };
}

export function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
      amount,
    );
  } catch {
    // An unknown ISO code still shows the figure rather than failing the row.
    return `${amount.toLocaleString(locale)} ${currency}`;
  }
}
