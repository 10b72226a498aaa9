import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';

describe('/settings/clockout-attestation', () => {
  it('[R2-09] the page is titled "Clock-out attestation questions" and lists the seeded questions', async () => {
    await renderRoute('/settings/clockout-attestation', { as: 'manager@demo.test' });
    expect(
      await screen.findByRole('heading', { name: 'Clock-out attestation questions', level: 1 }),
    ).toBeInTheDocument();
    expect((await screen.findAllByTestId('question-row')).length).toBeGreaterThan(1);
  });

  it('[R6-04] hiring@demo.test (no TEAM_LIVE) gets the no-access page', async () => {
    await renderRoute('/settings/clockout-attestation', { as: 'hiring@demo.test' });
    expect(
      await screen.findByRole('heading', { name: 'You don’t have access to this page' }),
    ).toBeInTheDocument();
  });

  it('empty-business: no questions yet, with what they are for', async () => {
    await mockBackend().scenario('empty-business');
    await renderRoute('/settings/clockout-attestation', { as: 'manager@demo.test' });
    expect(
      await screen.findByRole('heading', { name: 'Clock-out attestation questions', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No questions yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ask employees to confirm their breaks, tips or safety before they clock out.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryAllByTestId('question-row')).toHaveLength(0);
  });

  it('outage: the questions show their own error in the standing shell, then the list once the service is back', async () => {
    const backend = mockBackend();
    await backend.scenario('outage');
    const { user } = await renderRoute('/settings/clockout-attestation', {
      as: 'manager@demo.test',
    });
    expect(
      await screen.findByRole('heading', { name: 'Clock-out attestation questions', level: 1 }),
    ).toBeInTheDocument();
    const panel = (await screen.findByText('Questions could not be loaded.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(screen.getByRole('button', { name: /Account/ })).toBeInTheDocument();
    expect(document.querySelector('.error-page')).toBeNull();
    await backend.reset();
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByTestId('question-row')).length).toBeGreaterThan(0);
  });
});
