import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { expectNoRawText, openAs } from '../../../testing/route-helpers';

const bar = () => screen.queryByRole('region', { name: /selected$/ });
const choose = (name: string) => screen.findByRole('checkbox', { name: `Choose ${name}` });
const bulkCalls = () => mockBackend().calls.filter((c) => c.path.endsWith('/bulk-stage'));

/** Opens the decline dialog for what is chosen. */
async function openDecline(user: Awaited<ReturnType<typeof openAs>>['user']) {
  await user.click(within(bar()!).getByRole('button', { name: 'Decline' }));
  return screen.findByRole('dialog', { name: /^Decline \d+ application/ });
}

describe('/dashboard/hiring: moving or declining several applications at once', () => {
  it('nothing chosen shows no action bar; choosing cards says how many', async () => {
    const { user } = await openAs('manager@demo.test', '/dashboard/hiring?stage=APPLIED');
    await screen.findAllByTestId('application-row');
    expect(bar()).toBeNull();
    await user.click(await choose('Jess Blanda'));
    expect(bar()).toHaveAccessibleName('1 selected');
    await user.click(await choose('Jess Blanda'));
    expect(bar()).toBeNull();
  });

  it('choose all in a column (by keyboard) takes every card shown there, and lets them all go again', async () => {
    const { user } = await openAs('manager@demo.test', '/dashboard/hiring?stage=APPLIED');
    const group = await screen.findByRole('region', { name: 'Applied' });
    const cards = await within(group).findAllByTestId('application-row');
    const all = within(group).getByRole('checkbox', { name: 'Choose all in Applied' });
    // By keyboard: the column's checkbox takes Space like any other.
    all.focus();
    await user.keyboard(' ');
    expect(bar()).toHaveAccessibleName(`${cards.length} selected`);
    for (const box of within(group).getAllByTestId('bulk-check')) expect(box).toBeChecked();
    await user.click(all);
    expect(bar()).toBeNull();
  });

  it('a decline needs a reason: without one it is said at the field and nothing is sent', async () => {
    const { user } = await openAs('manager@demo.test', '/dashboard/hiring?stage=APPLIED');
    await user.click(await choose('Jess Blanda'));
    const dialog = await openDecline(user);
    const sent = bulkCalls().length;
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Write why these applications are declined.',
    );
    expect(bulkCalls()).toHaveLength(sent);
  });

  it('a partial refusal is said in words: who moved, and whose did not and why', async () => {
    const { user } = await openAs('manager@demo.test', '/dashboard/hiring');
    await user.click(await choose('Jess Blanda'));
    await user.click(await choose('Tina Greenholt'));
    expect(bar()).toHaveAccessibleName('2 selected');
    const dialog = await openDecline(user);
    await user.type(within(dialog).getByLabelText('Reason (for your team)'), 'The role is filled');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByTestId('bulk-news')).toHaveTextContent(
      '1 declined, 1 not changed: Tina Greenholt is already hired',
    );
    expect(bar()).toBeNull();
    expectNoRawText();
  });

  it('declining a whole column with a template moves each card to Rejected and says so', async () => {
    const { user } = await openAs('hiring@demo.test', '/dashboard/hiring?stage=APPLIED');
    const group = await screen.findByRole('region', { name: 'Applied' });
    await within(group).findAllByTestId('application-row');
    await user.click(within(group).getByRole('checkbox', { name: 'Choose all in Applied' }));
    const dialog = await openDecline(user);
    await user.type(within(dialog).getByLabelText('Reason (for your team)'), 'Filled');
    await user.click(within(dialog).getByRole('radio', { name: 'Not a fit for now' }));
    await user.type(within(dialog).getByLabelText('Add a line (optional)'), 'Thank you.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByTestId('bulk-news')).toHaveTextContent(/^2 declined$/);
    expect(bulkCalls().at(-1)).toMatchObject({ method: 'POST', status: 200 });
    await waitFor(() => expect(screen.queryByText('Casey Moreno')).toBeNull());
  });
});
