import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';
import { expectNoRawText, failCalls } from '../../../testing/route-helpers';

const MEMBER = 'candidate@demo.test';

/** My schedule's swaps card, once its lists are in. */
async function swapsCard() {
  const heading = await screen.findByRole('heading', { name: 'Shift swaps', level: 2 });
  const card = heading.closest('section')!;
  await within(card).findByRole('heading', { name: 'Shifts you can take' });
  return card;
}

/** The mock's refusal of a take, as the swap rules name it. */
const refuseTake = (error: string) =>
  mockBackend().answer('POST', /^\/v1\/me\/swaps\/[^/]+\/take$/, 400, {
    status_code: 400,
    error,
    message: `params.swapId: refused as ${error}`,
    field: 'params.swapId',
  });

describe('/my-schedule shift swaps', () => {
  it('a colleague’s offered shift is taken, then waits for the manager', async () => {
    const { user } = await renderRoute('/my-schedule', { as: MEMBER });
    const card = await swapsCard();
    const take = await within(card).findByRole('button', { name: 'Take shift' });
    await user.click(take);
    expect(
      await screen.findByText('Taken: your manager will approve or decline it'),
    ).toBeInTheDocument();
    expect(await within(card).findByText('No offered shifts for you right now.')).toBeVisible();
    expect(within(card).getAllByText('Waiting for a manager').length).toBeGreaterThan(0);
  });

  it.each([
    ['SWAP_OVERLAP', 'That shift overlaps another shift already on the schedule.'],
    ['SWAP_TIME_OFF', 'That shift falls on a day of time off.'],
    ['SWAP_UNAVAILABLE', 'That shift is outside the declared availability.'],
    ['SWAP_OVER_HOURS', 'That shift would take the week over 40 hours.'],
    ['SWAP_POSITION', 'That shift is for another position or location, so it cannot be swapped.'],
    ['SWAP_CLOSED', 'This swap is no longer open. Refresh to see where it stands.'],
  ])('a take refused as %s is said in words, with no code or path', async (code, words) => {
    refuseTake(code);
    const { user } = await renderRoute('/my-schedule', { as: MEMBER });
    const card = await swapsCard();
    await user.click(await within(card).findByRole('button', { name: 'Take shift' }));
    expect(await screen.findByText(words)).toBeInTheDocument();
    expectNoRawText();
  });

  it('nothing offered and nothing of one’s own: the card says so', async () => {
    mockBackend().answer('GET', /^\/v1\/me\/swaps$/, 200, {
      status_code: 200,
      data: { mine: [], available: [], trade_options: [] },
    });
    await renderRoute('/my-schedule', { as: MEMBER });
    const card = await swapsCard();
    expect(within(card).getByText('No offered shifts for you right now.')).toBeVisible();
    expect(within(card).queryByRole('heading', { name: 'Your swaps' })).toBeNull();
  });

  it('the swaps cannot be read: the card says so in words', async () => {
    await failCalls('/v1/me/swaps');
    await renderRoute('/my-schedule', { as: MEMBER });
    const heading = await screen.findByRole('heading', { name: 'Shift swaps', level: 2 });
    const alert = await within(heading.closest('section')!).findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expectNoRawText();
  });

  it('a shift not yet started is offered to anyone qualified; a shift under way offers nothing', async () => {
    const { user } = await renderRoute('/my-schedule', { as: MEMBER });
    await swapsCard();
    const list = (await screen.findByRole('heading', { name: 'Your shifts' })).closest('section')!;
    const now = list.querySelector<HTMLElement>('[data-shift-id$="-now"]');
    if (now) expect(within(now).queryByRole('button', { name: 'Offer' })).toBeNull();
    // The member's spare shift is tomorrow or the day after: this week, or next.
    let offer = within(list).queryAllByRole('button', { name: 'Offer' })[0];
    if (!offer) {
      await user.click(screen.getByRole('button', { name: 'Next week' }));
      offer = (await within(list).findAllByRole('button', { name: 'Offer' }))[0];
    }
    const line = offer!.closest<HTMLElement>('[data-shift-id]')!;
    await user.click(offer!);
    const dialog = await screen.findByRole('dialog', { name: 'Offer this shift' });
    expect(within(dialog).getByRole('radio', { name: /Anyone qualified/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Offer shift' }));
    expect(await screen.findByText('Shift offered to your colleagues')).toBeInTheDocument();
    expect(await within(line).findByRole('button', { name: 'Withdraw' })).toBeVisible();
    expect(within(line).getByText('Offered')).toBeVisible();
  });
});
