import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';

const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/;

describe('/my-schedule reads dates by one rule', () => {
  it('lists the shifts of every location in the order they are worked', async () => {
    await renderRoute('/my-schedule', { as: 'candidate@demo.test' });
    const list = (await screen.findByRole('heading', { name: 'Your shifts' })).closest('section')!;
    await within(list).findAllByText(/·/);
    const lines = [...list.querySelectorAll('[data-shift-id]')];
    const locations = new Set(
      lines.map((l) => l.querySelector('.wd-shift__what')?.textContent?.split(' · ')[1]),
    );
    expect(locations.size).toBeGreaterThan(1);
    const starts = lines.map((l) => l.getAttribute('data-shift-start'));
    expect(starts.every(Boolean)).toBe(true);
    expect([...starts].sort()).toEqual(starts);
  });

  it('no ISO day in what it says: the published-week notice and the time-off requests read the locale’s date', async () => {
    // A request of the member's own, so the list has days to read.
    const backend = mockBackend();
    const { accessToken } = await backend.tokensFor('candidate@demo.test');
    const asked = await backend.app.inject({
      method: 'POST',
      url: '/v1/me/time_off',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      payload: { start_date: '2030-01-07', end_date: '2030-01-08' },
    });
    expect(asked.statusCode).toBeLessThan(300);
    await renderRoute('/my-schedule', { as: 'candidate@demo.test' });
    const timeOff = await screen.findByRole('region', { name: 'Time off' });
    expect(await within(timeOff).findByText(/Jan 7, 2030 – Jan 8, 2030/)).toBeInTheDocument();
    expect(timeOff.querySelector('ul')?.textContent).not.toMatch(ISO_DAY);
    for (const note of screen.queryAllByRole('note')) expect(note.textContent).not.toMatch(ISO_DAY);
  });

  it('the time-off and availability forms use the design system’s date picker and time input, no native date or time input', async () => {
    const { user } = await renderRoute('/my-schedule', { as: 'candidate@demo.test' });
    const timeOff = await screen.findByRole('region', { name: 'Time off' });
    const availability = await screen.findByRole('region', { name: 'When you can work' });
    await within(availability).findAllByRole('group');
    for (const form of [timeOff, availability])
      expect(
        form.querySelectorAll(
          'input[type="date"], input[type="time"], input[type="datetime-local"]',
        ),
      ).toHaveLength(0);
    // The date picker: a text field with its calendar button.
    expect(within(timeOff).getByLabelText('First day')).toHaveAttribute(
      'placeholder',
      'YYYY-MM-DD',
    );
    expect(within(timeOff).getAllByRole('button', { name: 'Open calendar' })).toHaveLength(2);
    // The time input: a HH:mm text field; an available day shows its two.
    const day = within(availability).getAllByRole('group')[0]!;
    const available = within(day).getByRole('checkbox', { name: 'Available' });
    if (!(available as HTMLInputElement).checked) await user.click(available);
    expect(within(day).getByLabelText('From')).toHaveAttribute('placeholder', 'HH:mm');
    expect(within(day).getByLabelText('Until')).toHaveAttribute('placeholder', 'HH:mm');
  });
});
