import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

const nav = () => screen.findByRole('navigation', { name: 'Main navigation' });
const noAccess = () => screen.findByRole('heading', { name: 'You don’t have access to this page' });

describe('product access', () => {
  it('[R6-04] scheduler@ (TEAM_LIVE, no SOURCE_HIRE): no hiring in the nav, the hiring route shows the no-access page', async () => {
    const { user } = await renderRoute('/schedule', { as: 'scheduler@demo.test' });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = await nav();
    expect(within(menu).getByRole('link', { name: 'Schedule' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Hiring' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Job boards' })).not.toBeInTheDocument();
    await renderRoute('/dashboard/hiring', { as: 'scheduler@demo.test' });
    expect(await noAccess()).toBeInTheDocument();
    expect(screen.getByText(/Your account does not include hiring\./)).toBeInTheDocument();
  });

  it('[R6-04] hiring@ (SOURCE_HIRE, no TEAM_LIVE): no schedule or attestation in the nav', async () => {
    const { user } = await renderRoute('/dashboard/hiring', { as: 'hiring@demo.test' });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = await nav();
    expect(within(menu).getByRole('link', { name: 'Hiring' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Schedule' })).not.toBeInTheDocument();
    expect(
      within(menu).queryByRole('link', { name: 'Clock-out attestation' }),
    ).not.toBeInTheDocument();
  });

  it('enterprise@ gets the unread badge in the header, whose inbox leads to the group message board', async () => {
    const { user, location } = await renderRoute('/access-portal/main', {
      as: 'enterprise@demo.test',
    });
    const unread = await screen.findByTestId('unread-messages');
    await waitFor(() =>
      expect(unread).toHaveAttribute('aria-label', expect.stringMatching(/^Messages, \d+ unread$/)),
    );
    await user.click(unread);
    const inbox = await screen.findByRole('dialog', { name: 'Inbox' });
    await user.click(await within(inbox).findByRole('link', { name: 'Group message board' }));
    await waitFor(() => expect(location()).toBe('/message-board'));
    expect(
      await screen.findByRole('heading', { name: 'Message board', level: 1 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect((await within(table).findAllByRole('rowheader')).length).toBeGreaterThan(0);
    expect(screen.getByRole('columnheader', { name: 'Unread' })).toBeInTheDocument();
  });

  it('candidate@ gets the unread messages link in the simple header', async () => {
    await renderRoute('/dashboard/member', { as: 'candidate@demo.test' });
    const unread = await screen.findByTestId('unread-messages');
    await waitFor(() =>
      expect(unread).toHaveAttribute(
        'aria-label',
        expect.stringMatching(/^Messages, [1-9]\d* unread$/),
      ),
    );
  });
});
