import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

/** happy-dom's viewport, which its matchMedia reads. */
const viewport = (width: number) =>
  (
    window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width, height: 844 });

describe('/schedule on a phone', () => {
  afterEach(() => viewport(1024));

  it('at 390 px the schedule shows one day at a time, chosen from the week, instead of the grid', async () => {
    viewport(390);
    const { user } = await renderRoute('/schedule', { as: 'scheduler@demo.test' });
    const dayView = await screen.findByTestId('schedule-day-view');
    expect(screen.queryByRole('table')).toBeNull();
    const days = within(
      within(dayView).getByRole('group', { name: 'Day of the week' }),
    ).getAllByRole('button');
    expect(days).toHaveLength(7);
    expect(days.filter((d) => d.getAttribute('aria-pressed') === 'true')).toHaveLength(1);

    // Each day lists the team with that day's shifts; another day shows its own.
    await user.click(days[0]!);
    expect(days[0]).toHaveAttribute('aria-pressed', 'true');
    const title = within(dayView).getByRole('heading', { level: 2 });
    // The week is the one the test runs in: the day's button and its heading name the same date.
    const [, month, date] = /^Mon (\w{3}) (\d+)$/.exec(days[0]!.textContent ?? '') ?? [];
    expect(days[0]).toHaveAccessibleName(`Mon ${month} ${date}`);
    expect(title).toHaveTextContent(new RegExp(`^Monday, ${month}\\w* ${date}$`));
    expect(within(dayView).getAllByRole('listitem').length).toBeGreaterThan(1);
    const monday = [...dayView.querySelectorAll('[data-shift-id]')].map((s) =>
      s.getAttribute('data-shift-id'),
    );
    await user.click(days[1]!);
    const tuesday = [...dayView.querySelectorAll('[data-shift-id]')].map((s) =>
      s.getAttribute('data-shift-id'),
    );
    expect(monday.some((id) => tuesday.includes(id))).toBe(false);
    expect(
      within(dayView).getAllByRole('button', { name: /^Add a shift for / }).length,
    ).toBeGreaterThan(0);
  });

  it('wider than 600 px the week’s grid stays', async () => {
    viewport(1024);
    await renderRoute('/schedule', { as: 'scheduler@demo.test' });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByTestId('schedule-day-view')).toBeNull();
  });
});
