import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';

describe('/settings/rewards-and-recognition', () => {
  it('[R2-07] opens the budget tab by default; the tabs are budget, rules and raffles', async () => {
    const { location } = await renderRoute('/settings/rewards-and-recognition', {
      as: 'manager@demo.test',
    });
    expect(
      await screen.findByRole('heading', { name: 'Rewards and recognition', level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/settings/rewards-and-recognition/budget'));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.trim())).toEqual([
      'Budget',
      'Rules',
      'Raffles',
    ]);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Budget' })).toHaveClass('active'));
    expect((await screen.findAllByTestId('budget-card')).length).toBeGreaterThan(0);
  });

  it('empty-business: no budgets, rules or raffles yet, each saying what it is for', async () => {
    await mockBackend().scenario('empty-business');
    const { user } = await renderRoute('/settings/rewards-and-recognition/budget', {
      as: 'manager@demo.test',
    });
    expect(
      await screen.findByRole('heading', { name: 'Rewards and recognition', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No budgets yet')).toBeInTheDocument();
    expect(
      screen.getByText('Set aside money to reward your team each month, quarter or year.'),
    ).toBeInTheDocument();
    expect(screen.queryAllByTestId('budget-card')).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Rules' }));
    expect(await screen.findByText('No rules yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Rules award points automatically for attendance, covering shifts and more.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Raffles' }));
    expect(await screen.findByText('No raffles yet')).toBeInTheDocument();
    expect(
      screen.getByText('Run a raffle to give your team a chance at a prize.'),
    ).toBeInTheDocument();
  });

  it('outage: the budgets show their own error in the standing shell, then the cards once the service is back', async () => {
    const backend = mockBackend();
    await backend.scenario('outage');
    const { user } = await renderRoute('/settings/rewards-and-recognition/budget', {
      as: 'manager@demo.test',
    });
    expect(
      await screen.findByRole('heading', { name: 'Rewards and recognition', level: 1 }),
    ).toBeInTheDocument();
    const panel = (await screen.findByText('Budgets could not be loaded.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(screen.getByRole('button', { name: /Account/ })).toBeInTheDocument();
    expect(document.querySelector('.error-page')).toBeNull();
    await backend.reset();
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByTestId('budget-card')).length).toBeGreaterThan(0);
  });
});
