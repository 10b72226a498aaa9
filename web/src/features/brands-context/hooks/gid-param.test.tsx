import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nameOf, option, list, toggle } from '../../../testing/brand-switcher';
import { openAs } from '../../../testing/route-helpers';

const enterprise = 'enterprise@demo.test';
const locations = () => screen.findByRole('group', { name: 'Locations' });

describe('?gid= (the enterprise context)', () => {
  it('sets the brand the screens work in, then leaves the address', async () => {
    const { location } = await openAs(enterprise, '/access-portal/main?gid=PA-1-1&q=x');
    await waitFor(() => expect(location()).toBe('/access-portal/main?q=x'));
    // PA-1-1 is one of GP-1's two regions: five locations, where the group has ten.
    await waitFor(async () => expect(await locations()).toHaveTextContent(/^\D*5\D*$/));
  });

  it('is kept for the next page opened without it, and the switcher marks it', async () => {
    await openAs(enterprise, '/access-portal/main?gid=PA-1-1');
    await waitFor(async () => expect(await locations()).toHaveTextContent(/^\D*5\D*$/));
    const { user, location } = await openAs(enterprise, '/access-portal/main');
    expect(location()).toBe('/access-portal/main');
    await waitFor(async () => expect(await locations()).toHaveTextContent(/^\D*5\D*$/));
    await user.click(await toggle());
    const all = await list('All locations');
    await waitFor(() => expect(option(all, 'PA-1-1')).toHaveAttribute('aria-current', 'true'));
    expect(await toggle()).toHaveTextContent(nameOf(all, 'PA-1-1'));
  });

  it('without it, the entry brand is the context: the whole group', async () => {
    await openAs(enterprise, '/access-portal/main');
    await waitFor(async () => expect(await locations()).toHaveTextContent(/^\D*10\D*$/));
  });
});
