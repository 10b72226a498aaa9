import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';
import { dataFor } from '../../../testing/route-actions';
import jobs from '../../../../locales/en/jobs.json';

interface JobPage {
  jobs: { id: string; title: string; applied: boolean }[];
  total: number;
}

const cards = () =>
  within(screen.getByRole('region', { name: /open jobs?$/ })).queryAllByRole('listitem');
const count = (total: number) => (total === 1 ? `${total} open job` : `${total} open jobs`);

describe('/jobs, the list of openings', () => {
  it.each([
    ['', ''],
    ['server', ''],
    ['', 'springfield'],
    ['no-such-title-anywhere', ''],
  ])(
    'the search q=%s place=%s shows the count the server finds and one card a job of the page',
    async (q, place) => {
      const found = await dataFor<JobPage>(
        'candidate@demo.test',
        `/v1/jobs?q=${q}&place=${place}&offset=0&limit=10`,
      );
      const { location } = await renderRoute(`/jobs?q=${q}&place=${place}`, {
        as: 'candidate@demo.test',
      });
      expect(
        await screen.findByRole('heading', { name: count(found.total) }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      expect(cards()).toHaveLength(found.jobs.length);
      if (found.total === 0) expect(screen.getByText(jobs.empty)).toBeInTheDocument();
      else expect(screen.queryByText(jobs.empty)).toBeNull();
      expect(location()).toContain('/jobs');
    },
  );

  it('searching puts the words in the address and starts again at the first page', async () => {
    const { user, location } = await renderRoute('/jobs?page=2', { as: 'candidate@demo.test' });
    await user.type(await screen.findByLabelText('Job title'), 'cook');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/jobs?q=cook'));
  });

  it('a list that cannot be loaded says so, and Try again brings it back', async () => {
    const backend = mockBackend();
    await backend.fault({ kind: 'error', pattern: '/v1/jobs', share: 1 });
    const { user } = await renderRoute('/jobs', { as: 'candidate@demo.test' });
    const panel = (await screen.findByText(jobs.error, {}, { timeout: 20_000 })).closest(
      '[role="alert"]',
    ) as HTMLElement;
    await backend.reset();
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /open jobs?$/ })).toBeInTheDocument();
  });

  it('the list shows its loading state first', async () => {
    await renderRoute('/jobs', { as: 'candidate@demo.test' });
    expect(await screen.findByText(jobs.loading)).toBeInTheDocument();
  });
});

describe('/jobs/{id}, one opening and its form', () => {
  it('an opening not applied for shows its facts and the form, filled from the account', async () => {
    const page = await dataFor<JobPage>('candidate@demo.test', '/v1/jobs?offset=0&limit=50');
    const job = page.jobs.find((j) => !j.applied);
    expect(job).toBeDefined();
    await renderRoute(`/jobs/${job!.id}`, { as: 'candidate@demo.test' });
    expect(await screen.findByRole('heading', { name: job!.title, level: 1 })).toBeInTheDocument();
    for (const fact of Object.values(jobs.facts))
      expect(screen.getByText(fact)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: jobs.apply.title })).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Casey Moreno');
    expect(screen.getByLabelText('Email')).toHaveValue('candidate@demo.test');
  });

  it('an opening that is not open any more says so, with the way back', async () => {
    await renderRoute('/jobs/job-none', { as: 'candidate@demo.test' });
    expect(await screen.findByText(jobs.notFound, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: jobs.back })).toHaveAttribute('href', '/jobs');
  });

  it('sending the form applies once; opened again, the opening links to the applications instead of the form', async () => {
    const page = await dataFor<JobPage>('candidate@demo.test', '/v1/jobs?offset=0&limit=50');
    const job = page.jobs.find((j) => !j.applied);
    const { user, backend } = await renderRoute(`/jobs/${job!.id}`, { as: 'candidate@demo.test' });
    await user.click(await screen.findByRole('button', { name: jobs.apply.submit }));
    expect(await screen.findByText(jobs.apply.done, { exact: false })).toBeInTheDocument();
    expect(
      backend.calls.filter(
        (c) => c.method === 'POST' && c.path === `/v1/jobs/${job!.id}/applications`,
      ),
    ).toHaveLength(1);
    await renderRoute(`/jobs/${job!.id}`);
    expect(await screen.findByRole('link', { name: jobs.apply.seeApplications })).toHaveAttribute(
      'href',
      '/dashboard/member',
    );
    expect(screen.queryByRole('button', { name: jobs.apply.submit })).toBeNull();
  });

  it('a second application for the same job is refused in words', async () => {
    const page = await dataFor<JobPage>('candidate@demo.test', '/v1/jobs?offset=0&limit=50');
    const job = page.jobs.find((j) => !j.applied);
    mockBackend().answer('POST', /\/applications$/, 409, {
      status_code: 409,
      error: 'ALREADY_APPLIED',
      message: 'already applied',
    });
    const { user } = await renderRoute(`/jobs/${job!.id}`, { as: 'candidate@demo.test' });
    await user.click(await screen.findByRole('button', { name: jobs.apply.submit }));
    expect(await screen.findByText(jobs.apply.already)).toBeInTheDocument();
  });
});
