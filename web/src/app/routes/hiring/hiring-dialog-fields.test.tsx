import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { expectNoRawText, inLanguage, openAs, refuseField } from '../../../testing/route-helpers';

/** The browser's own date, date-and-time and time inputs, none of which these dialogs may hold. */
const NATIVE = 'input[type^=date], input[type=time]';

const HIRING = 'hiring@demo.test';

/** hiring@demo.test's board with Casey Moreno's application (in Applied) open beside it. */
async function openCasey(detailName = 'Application', moveTo = 'Move to') {
  const view = await openAs(HIRING, '/dashboard/hiring?stage=APPLIED');
  await view.user.click(
    await screen.findByText('Casey Moreno', { selector: '[data-testid="application-row"] *' }),
  );
  const detail = await screen.findByRole('complementary', { name: detailName });
  await within(detail).findByLabelText(moveTo);
  return { ...view, detail };
}

/** The interview proposals the server holds for the application open at `url`. */
async function proposalsAt(url: string) {
  const id = new URL(url, 'http://localhost').searchParams.get('application');
  const backend = mockBackend();
  const { accessToken } = await backend.tokensFor(HIRING);
  const answer = await backend.app.inject({
    method: 'GET',
    url: `/v1/applications/${id}/pipeline`,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return (answer.json() as { data: { interviews: { slots: { start: string }[] }[] } }).data
    .interviews;
}

async function openHire(user: UserEvent, detail: HTMLElement) {
  await user.selectOptions(within(detail).getByLabelText('Move to'), 'Hired');
  await user.click(within(detail).getByRole('button', { name: 'Move' }));
  return screen.findByRole('dialog', { name: 'Hire Casey Moreno' });
}

/** Types a day into a date picker as a person would: the field takes YYYY-MM-DD while focused. */
async function typeDay(user: UserEvent, field: HTMLElement, day: string) {
  await user.clear(field);
  await user.type(field, day);
  await user.tab();
}

describe('/dashboard/hiring: the hire’s start date is the design system’s date picker', () => {
  it('a start date typed into the picker hires, and the history says when they start', async () => {
    const { user, detail } = await openCasey();
    const dialog = await openHire(user, detail);
    expect(dialog.querySelectorAll(NATIVE)).toHaveLength(0);
    const start = within(dialog).getByLabelText('Start date');
    expect(start).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    expect(within(dialog).getByRole('button', { name: 'Open calendar' })).toBeInTheDocument();
    await typeDay(user, start, '2030-01-07');
    // Shown in the reader's words once typed, not as the ISO day.
    expect(start).toHaveValue('Jan 07, 2030');
    await user.click(within(dialog).getByRole('button', { name: 'Hire' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(detail).findByText('Hired: this application is complete.'),
    ).toBeInTheDocument();
    expect(within(detail).getByTestId('stage-history')).toHaveTextContent('Starts');
  });

  it('a refusal about the start date is read at the date field, in words', async () => {
    const stage = /^\/v1\/applications\/[^/]+\/stage$/;
    refuseField('POST', stage, 'body.start_date', 'must be a calendar day');
    const { user, detail } = await openCasey();
    const dialog = await openHire(user, detail);
    await user.click(within(dialog).getByRole('button', { name: 'Hire' }));
    const alert = await within(dialog).findByRole('alert');
    const start = within(dialog).getByLabelText('Start date');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription(alert.textContent ?? '');
    expectNoRawText(dialog);
  });

  it('in Arabic the picker’s own words are Arabic: its buttons, the month, the weekdays and the date shown', async () => {
    const missing = await inLanguage('ar');
    const { user, detail } = await openCasey('الطلب', 'نقل إلى');
    await user.selectOptions(within(detail).getByLabelText('نقل إلى'), 'HIRED');
    await user.click(within(detail).getByRole('button', { name: 'نقل' }));
    const dialog = await screen.findByRole('dialog');
    const start = dialog.querySelector<HTMLInputElement>('.ui-input')!;
    await typeDay(user, start, '2030-01-07');
    expect(start.value).toMatch(/يناير/);
    await user.click(within(dialog).getByRole('button', { name: 'فتح التقويم' }));
    const calendar = await screen.findByRole('dialog', { name: 'التقويم' });
    expect(within(calendar).getByRole('button', { name: 'الشهر السابق' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'الشهر التالي' })).toBeInTheDocument();
    expect(within(calendar).getByRole('grid')).toHaveAccessibleName(/يناير/);
    const weekdays = within(calendar)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(weekdays.join(' ')).not.toMatch(/[A-Za-z]/);
    // Arabic's short weekdays are whole words: the columns are headed by the narrow form.
    for (const head of weekdays) expect(head!.length).toBeLessThanOrEqual(6);
    expect(missing).toEqual([]);
  });
});

describe('/dashboard/hiring: interview times are a date picker and a time input each', () => {
  it('a time left without its hour is named at that field; complete, the proposal is sent', async () => {
    const { user, detail, location } = await openCasey();
    await user.click(within(detail).getByRole('button', { name: 'Propose interview times' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose interview times' });
    expect(dialog.querySelectorAll(NATIVE)).toHaveLength(0);
    const first = within(dialog).getByRole('group', { name: 'Time 1' });
    const second = within(dialog).getByRole('group', { name: 'Time 2' });
    expect(within(first).getByLabelText('Day')).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    expect(within(first).getByLabelText('Starts at')).toHaveAttribute('placeholder', 'HH:mm');

    await user.clear(within(second).getByLabelText('Starts at'));
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    const hour = within(second).getByLabelText('Starts at');
    await waitFor(() => expect(hour).toHaveAttribute('aria-invalid', 'true'));
    expect(hour).toHaveAccessibleDescription('Choose a day and a time.');
    expect(within(first).getByLabelText('Starts at')).not.toHaveAttribute('aria-invalid');

    await user.type(hour, '14:30');
    await typeDay(user, within(second).getByLabelText('Day'), '2030-01-08');
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(detail).findByText('Waiting for the candidate to choose:'),
    ).toBeInTheDocument();
    const [proposal] = await proposalsAt(location());
    // The day and hour typed, read in the reader's own zone.
    const typed = new Date(proposal!.slots[1]!.start);
    expect([typed.getFullYear(), typed.getMonth(), typed.getDate()]).toEqual([2030, 0, 8]);
    expect([typed.getHours(), typed.getMinutes()]).toEqual([14, 30]);
  });

  it('a time left without its day is named at the date field', async () => {
    const { user, detail } = await openCasey();
    await user.click(within(detail).getByRole('button', { name: 'Propose interview times' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose interview times' });
    const first = within(dialog).getByRole('group', { name: 'Time 1' });
    const day = within(first).getByLabelText('Day');
    await user.clear(day);
    // Pressing Send leaves the field, which takes the emptied day before the form reads it.
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(day).toHaveAccessibleDescription('Choose a day and a time.');
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Propose interview times' })).toBeInTheDocument();
  });
});
