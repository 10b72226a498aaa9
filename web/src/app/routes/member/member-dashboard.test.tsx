import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';

const rows = () => screen.queryAllByTestId('application-row');

describe('/dashboard/member', () => {
  it('[R2-11] candidate@demo.test sees their profile and their four applications', async () => {
    await renderRoute('/dashboard/member', { as: 'candidate@demo.test' });
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Casey', level: 1 }),
    ).toBeInTheDocument();
    const profile = await screen.findByRole('region', { name: 'Casey Moreno' });
    expect(within(profile).getByText('candidate@demo.test')).toBeInTheDocument();
    expect(await screen.findByText('4 applications')).toBeInTheDocument();
    expect(rows()).toHaveLength(4);
  });

  it('the rejected application has no messages yet: its thread invites the first one', async () => {
    const { user } = await renderRoute('/dashboard/member', { as: 'candidate@demo.test' });
    const rejected = (await screen.findAllByTestId('application-row')).find((row) =>
      row.textContent?.includes('Rejected'),
    );
    expect(rejected).toBeDefined();
    await user.click(rejected!);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('the member dashboard invites a candidate with no applications to apply', async () => {
    // No scenario takes a candidate's applications away, so this one answer is given by the test.
    mockBackend().answer('GET', /^\/v1\/candidate_applications\?/, 200, {
      status_code: 200,
      data: { applications: [], total: 0, offset: 0, limit: 10 },
    });
    await renderRoute('/dashboard/member', { as: 'candidate@demo.test' });
    expect(await screen.findByText('You have not applied yet')).toBeInTheDocument();
  });

  it('empty-business: the member dashboard invites them to apply', async () => {
    await mockBackend().scenario('empty-business');
    await renderRoute('/dashboard/member', { as: 'candidate@demo.test' });
    expect(await screen.findByText('You have not applied yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Jobs you apply for will appear here, with your messages from the employer.',
      ),
    ).toBeInTheDocument();
    expect(rows()).toHaveLength(0);
  });

  it('[R7-07] outage: the applications call is tried 6 times, then the dashboard shows its error, the shell stands, and Try again recovers', async () => {
    const backend = mockBackend();
    await backend.scenario('outage');
    const { user } = await renderRoute('/dashboard/member', { as: 'candidate@demo.test' });
    const panel = (await screen.findByText('Your applications could not be loaded')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(panel).not.toBeNull();
    const tries = backend.calls.filter(
      (c) => c.method === 'GET' && c.path.startsWith('/v1/candidate_applications'),
    );
    expect(tries.map((c) => c.status)).toEqual([503, 503, 503, 503, 503, 503]);
    expect(
      screen.getByRole('heading', { name: 'Welcome back, Casey', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Account/ })).toBeInTheDocument();
    expect(document.querySelector('.error-page')).toBeNull();
    await backend.reset();
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('application-row')).toHaveLength(4);
  });

  it('candidate@demo.test sees where they work, one line a business with its position', async () => {
    const { backend } = await renderRoute('/dashboard/member', { as: 'candidate@demo.test' });
    const card = await screen.findByRole('region', { name: 'Where you work' });
    const answer = await backend.app.inject({
      method: 'GET',
      url: '/v1/employees/businesses/brands',
      headers: {
        authorization: `Bearer ${(await backend.tokensFor('candidate@demo.test')).accessToken}`,
      },
    });
    const { data } = answer.json<{ data: { name: string; position: { name: string } }[] }>();
    // The seed has the candidate working shifts at CH-1-1-1 and CH-1-2-3.
    expect(data.length).toBeGreaterThanOrEqual(2);
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(data.length);
    for (const business of data) {
      expect(
        items.filter(
          (item) =>
            item.textContent?.includes(business.name) &&
            item.textContent.includes(business.position.name),
        ),
      ).toHaveLength(1);
    }
  });

  it('a thread that cannot be loaded says so and offers Try again', async () => {
    const backend = mockBackend();
    await backend.fault({ kind: 'error', pattern: '/v1/application_messages/*', share: 1 });
    const { user } = await renderRoute('/dashboard/member', { as: 'candidate@demo.test' });
    await user.click((await screen.findAllByTestId('application-row'))[0]!);
    const thread = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(thread).findByText('Messages could not be loaded.')).toBeInTheDocument();
    await backend.reset();
    await user.click(within(thread).getByRole('button', { name: 'Try again' }));
    expect((await within(thread).findAllByTestId('message')).length).toBeGreaterThan(0);
  });
});
