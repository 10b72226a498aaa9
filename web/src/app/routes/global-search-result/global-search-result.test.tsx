import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';

const group = (name: string) => screen.findByRole('region', { name });
const casey = async (name: string) =>
  within(await group(name)).findByRole('link', { name: /Casey Moreno/ });

describe('/global-search-result/:searchTerm', () => {
  it('manager@demo.test finds Casey as an employee and a candidate, and each result opens its screen', async () => {
    const { user, location } = await renderRoute('/global-search-result/casey', {
      as: 'manager@demo.test',
    });
    expect(await screen.findByRole('heading', { name: 'Results for “casey”' })).toBeInTheDocument();
    expect(await casey('Employees')).toBeInTheDocument();
    expect(await casey('Candidates')).toBeInTheDocument();
    expect(
      await within(await group('Brands and locations')).findByText('No matches here.'),
    ).toBeInTheDocument();

    await user.click(await casey('Employees'));
    const card = await screen.findByRole('complementary', { name: 'Employee profile' });
    expect(await within(card).findByText('candidate@demo.test')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Close profile' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('complementary', { name: 'Employee profile' }),
      ).not.toBeInTheDocument(),
    );

    await user.click(await casey('Candidates'));
    await waitFor(() =>
      expect(location()).toMatch(/^\/dashboard\/hiring\?brand=CH-1-1-1&application=/),
    );
    const detail = await screen.findByRole('complementary', { name: 'Application' });
    expect(
      await within(detail).findByRole('heading', { name: 'Casey Moreno' }),
    ).toBeInTheDocument();
  });

  it('a brand result leads to that location’s applications', async () => {
    const { user, location } = await renderRoute('/global-search-result/CH-1-1-1', {
      as: 'manager@demo.test',
    });
    const hit = (await within(await group('Brands and locations')).findAllByRole('link'))[0]!;
    expect(hit).toHaveTextContent('CH-1-1-1');
    await user.click(hit);
    await waitFor(() => expect(location()).toBe('/dashboard/hiring?brand=CH-1-1-1'));
    expect((await screen.findAllByTestId('application-row')).length).toBeGreaterThan(0);
  });

  it('a term nothing matches shows the empty state, and a new term can be searched from it', async () => {
    const { user, location } = await renderRoute('/global-search-result/zzqqxx', {
      as: 'hiring@demo.test',
    });
    expect(await screen.findByText('Nothing matches “zzqqxx”')).toBeInTheDocument();
    const again = screen.getByRole('searchbox', { name: 'Search again' });
    await user.clear(again);
    await user.type(again, 'Casey');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/global-search-result/Casey'));
    expect(await casey('Candidates')).toBeInTheDocument();
  });

  it('a group whose call fails says so on its own while the others still answer', async () => {
    const backend = mockBackend();
    await backend.fault({ kind: 'error', pattern: '/v1/brands/*/users/search', share: 1 });
    const { user } = await renderRoute('/global-search-result/casey', { as: 'manager@demo.test' });
    expect(await casey('Candidates')).toBeInTheDocument();
    const employees = await group('Employees');
    expect(
      await within(employees).findByText('This group could not be loaded.'),
    ).toBeInTheDocument();
    await backend.reset();
    await user.click(within(employees).getByRole('button', { name: 'Try again' }));
    expect(await casey('Employees')).toBeInTheDocument();
  });

  it('asks the server for a page of the people who match, never the whole staff, and shows more on request', async () => {
    const backend = mockBackend();
    const { user } = await renderRoute('/global-search-result/e', { as: 'enterprise@demo.test' });
    const employees = await group('Employees');
    const links = () => within(employees).findAllByRole('link', { name: /View profile/ });
    expect(await links()).toHaveLength(20);
    const more = within(employees).getByText(/^Showing 20 of \d+\. Add a word/);
    const total = Number(/of (\d+)/.exec(more.textContent ?? '')?.[1]);
    expect(total).toBeGreaterThan(20);
    expect(within(employees).getByRole('heading')).toHaveTextContent(`Employees ${total}`);
    // The frame asks for the three searches as soon as it knows the brand, before the header's own
    // calls, and the results then read them rather than asking again.
    const opened = backend.calls.map((c) => c.path);
    const feedAt = opened.findIndex((p) => p.includes('/news_feed'));
    for (const search of [
      '/v1/brands/GP-1/users/search?q=e&limit=20',
      '/v1/employer_applications?brand=GP-1&q=e&offset=0&limit=50&include_archived=true',
    ]) {
      expect(opened.filter((p) => p === search)).toHaveLength(1);
      expect(opened.indexOf(search)).toBeLessThan(feedAt);
    }
    const brands = backend.calls.filter((c) => c.path === '/v1/brands/GP-1/brands/search');
    expect(brands).toHaveLength(1);
    expect(opened.indexOf('/v1/brands/GP-1/brands/search')).toBeLessThan(feedAt);
    expect(backend.calls.some((c) => /\/users\?include_children/.test(c.path))).toBe(false);

    await user.click(within(employees).getByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await links()).toHaveLength(Math.min(total, 50)));
    expect(within(employees).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
