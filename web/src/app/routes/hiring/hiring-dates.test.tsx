import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { boardCards } from '../../../testing/route-helpers';

/** The one rule: relative within a week ("3 days ago", "yesterday"), the locale's date beyond. */
const ONE_RULE =
  /^(now|\d+ (minute|hour)s? ago|in \d+ (minute|hour)s?|today|yesterday|tomorrow|[1-6] days ago|in [1-6] days|[A-Z][a-z]{2} \d{1,2}, \d{4})$/;

describe('dates in lists follow one rule', () => {
  it('the hiring board’s “Applied …” lines are all relative within a week, or the date beyond', async () => {
    await renderRoute('/dashboard/hiring', { as: 'enterprise@demo.test' });
    await boardCards();
    const applied = screen
      .getAllByText(/^Applied /)
      .map((el) => el.textContent!.replace(/^Applied /, ''));
    expect(applied.length).toBeGreaterThan(10);
    for (const when of applied) expect(when).toMatch(ONE_RULE);
    // The seed spreads applications over weeks: both kinds show, side by side, by the same rule.
    expect(applied.some((w) => /\d{4}$/.test(w))).toBe(true);
  });
});
