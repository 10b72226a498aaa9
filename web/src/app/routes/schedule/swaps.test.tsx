import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';
import { expectNoRawText, failCalls } from '../../../testing/route-helpers';

const MANAGER = 'manager@demo.test';

/** The schedule's swaps panel, once the pending swaps are in. */
async function swapsPanel() {
  const view = await renderRoute('/schedule', { as: MANAGER });
  const heading = await screen.findByRole('heading', { name: 'Shift swaps' }, { timeout: 20_000 });
  const panel = heading.closest('section')!;
  await within(panel).findByRole('checkbox', { name: "Swaps need a manager's approval" });
  return { ...view, panel };
}

const posted = (path: RegExp) =>
  mockBackend().calls.filter((c) => c.method !== 'GET' && path.test(c.path));

describe('/schedule pending swaps', () => {
  it('a pending swap is approved: it leaves the list, and the approval is sent once', async () => {
    const { user, panel } = await swapsPanel();
    const approve = await within(panel).findByRole('button', { name: /^Approve swap taken by / });
    await user.click(approve);
    expect(await screen.findByText('Swap approved: the schedule is updated')).toBeInTheDocument();
    expect(await within(panel).findByText('No swaps are waiting for a decision.')).toBeVisible();
    expect(posted(/\/swaps\/[^/]+\/approve$/).map((c) => c.status)).toEqual([200]);
  });

  it('a pending swap is declined with a reason', async () => {
    const { user, panel } = await swapsPanel();
    await user.click(await within(panel).findByRole('button', { name: /^Decline swap taken by / }));
    await user.type(within(panel).getByRole('textbox', { name: 'Reason (optional)' }), 'Short');
    await user.click(within(panel).getByRole('button', { name: 'Decline swap' }));
    expect(await screen.findByText('Swap declined')).toBeInTheDocument();
    expect(await within(panel).findByText('No swaps are waiting for a decision.')).toBeVisible();
  });

  it('approval can be turned off for the brand', async () => {
    const { user, panel } = await swapsPanel();
    const setting = within(panel).getByRole('checkbox', {
      name: "Swaps need a manager's approval",
    });
    expect(setting).toBeChecked();
    await user.click(setting);
    await expect.poll(() => posted(/\/swaps\/settings$/).length).toBe(1);
    await expect.poll(() => setting).not.toBeChecked();
  });

  it('an approval refused because the taker would go over 40 hours is said in words', async () => {
    mockBackend().answer('POST', /\/swaps\/[^/]+\/approve$/, 400, {
      status_code: 400,
      error: 'SWAP_OVER_HOURS',
      message: 'params.swapId: e-CH-1-1-1-3 would work 42 h that week, over 40',
      field: 'params.swapId',
    });
    const { user, panel } = await swapsPanel();
    await user.click(await within(panel).findByRole('button', { name: /^Approve swap taken by / }));
    expect(await screen.findByText('That shift would take the week over 40 hours.')).toBeVisible();
    expectNoRawText();
  });

  it('nothing waiting: the panel says so', async () => {
    mockBackend().answer('GET', /\/v1\/brands\/[^/]+\/swaps$/, 200, {
      status_code: 200,
      data: { approval_required: true, pending: [] },
    });
    const { panel } = await swapsPanel();
    expect(within(panel).getByText('No swaps are waiting for a decision.')).toBeVisible();
  });

  it('the swaps cannot be read: the panel says so in words', async () => {
    await failCalls('/v1/brands/*/swaps');
    await renderRoute('/schedule', { as: MANAGER });
    const heading = await screen.findByRole(
      'heading',
      { name: 'Shift swaps' },
      { timeout: 20_000 },
    );
    const alert = await within(heading.closest('section')!).findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expectNoRawText();
  });
});
