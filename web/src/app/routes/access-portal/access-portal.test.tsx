import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';

const as = 'enterprise@demo.test';
const allLocations = () => screen.findByRole('region', { name: 'All locations' });
const sections = () => screen.getByRole('navigation', { name: 'Access portal sections' });

describe('/access-portal/main', () => {
  it('[R2-14] enterprise@demo.test sees every location of the group, searches and pages them', async () => {
    const { user, location } = await renderRoute('/access-portal/main', { as });
    expect(
      await screen.findByRole('heading', { name: 'Your business', level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Locations' })).toHaveTextContent('10'),
    );
    const list = await allLocations();
    expect(await within(list).findAllByRole('listitem')).toHaveLength(10);
    await user.type(within(list).getByRole('searchbox'), 'zzz-no-such-place');
    expect(
      await within(list).findByText('No location matches “zzz-no-such-place”.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toMatch(/q=zzz-no-such-place/));
  });

  it('asks the server for one page of ten at a time, never the whole list, and searches there', async () => {
    const backend = mockBackend();
    const paths = () => backend.calls.map((c) => c.path).filter((p) => p.includes('/locations'));
    const { user, location } = await renderRoute('/access-portal/main', { as });
    const list = await allLocations();
    expect(await within(list).findAllByRole('listitem')).toHaveLength(10);
    expect(paths()).toEqual(['/v1/brands/GP-1/users/locations/page?offset=0&limit=10']);
    // The frame asks for the home's page as soon as it knows the brand, before the header's own
    // calls, and the home then reads it rather than asking again.
    const opened = backend.calls.map((c) => c.path);
    const pageAt = opened.indexOf('/v1/brands/GP-1/users/locations/page?offset=0&limit=10');
    expect(pageAt).toBeLessThan(opened.findIndex((p) => p.includes('/news_feed')));

    await user.type(within(list).getByRole('searchbox'), 'CH-1-1-1');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(paths()).toContain('/v1/brands/GP-1/users/locations/page?q=CH-1-1-1&offset=0&limit=10');
    expect(paths().some((p) => /\/users\/locations(\?|$)/.test(p))).toBe(false);
    await waitFor(() => expect(location()).toMatch(/q=CH-1-1-1/));
  });

  it('a settings page opened at once asks for no page of locations', async () => {
    const backend = mockBackend();
    await renderRoute('/access-portal/main/settings/basic-info', { as });
    expect(await screen.findByRole('heading', { name: 'Your business', level: 1 })).toBeVisible();
    await waitFor(() =>
      expect(backend.calls.some((c) => c.path.includes('/news_feed'))).toBe(true),
    );
    expect(backend.calls.some((c) => c.path.includes('/locations/page'))).toBe(false);
  });

  it('a group of hundreds shows its totals and pages through the server', async () => {
    const backend = mockBackend();
    const rows = Array.from({ length: 10 }, (_, i) => ({
      brand_id: `CH-9-9-${i + 1}`,
      name: `Harbor ${i + 1}`,
      address: `${i + 1} Quay St`,
      city: 'Portland',
      user_count: 3,
    }));
    backend.answer('GET', /^\/v1\/brands\/GP-1\/users\/locations\/page/, 200, {
      data: {
        locations: rows,
        total: 200,
        all_locations: 200,
        all_people: 600,
        offset: 0,
        limit: 10,
      },
      status_code: 200,
    });
    const { user, location } = await renderRoute('/access-portal/main', { as });
    const list = await allLocations();
    expect(await within(list).findAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('group', { name: 'People' })).toHaveTextContent('600');
    expect(within(list).getByText('Page 1 of 20')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toMatch(/page=2/));
    await waitFor(() =>
      expect(backend.calls.map((c) => c.path)).toContain(
        '/v1/brands/GP-1/users/locations/page?offset=10&limit=10',
      ),
    );
  });

  it('a page past the last shows the last page', async () => {
    const { location } = await renderRoute('/access-portal/main?page=999', { as });
    const list = await allLocations();
    expect((await within(list).findAllByRole('listitem')).length).toBeGreaterThan(0);
    await waitFor(() => expect(location()).not.toMatch(/page=999/));
  });

  it('[R3-05] the settings pages show brand basic info, position levels, business setup and reports settings', async () => {
    const { user, location } = await renderRoute('/access-portal/main', { as });
    await user.click((await screen.findAllByRole('link', { name: 'Brand basic info' }))[0]!);
    await waitFor(() => expect(location()).toBe('/access-portal/main/settings/basic-info'));
    expect(
      await screen.findByRole('heading', { name: 'Brand basic info', level: 2 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('GP-1', { exact: true })).toBeInTheDocument();

    await user.click(within(sections()).getByRole('link', { name: 'Positions settings' }));
    await waitFor(() =>
      expect(document.querySelectorAll('.ap-levels li').length).toBeGreaterThan(1),
    );

    await user.click(within(sections()).getByRole('link', { name: 'Business setup' }));
    expect(await screen.findByText('Week starts on')).toBeInTheDocument();
    const brand = screen.getByLabelText('Brand') as HTMLSelectElement;
    await user.selectOptions(brand, brand.options[1]!);
    await waitFor(() => expect(location()).toMatch(/brand=CH-/));
    expect(await screen.findByText('Pay period')).toBeInTheDocument();

    await user.click(within(sections()).getByRole('link', { name: 'Reports settings' }));
    expect(await screen.findByText('Location filter')).toBeInTheDocument();
  });

  it('a group with no locations says so', async () => {
    mockBackend().answer('GET', /^\/v1\/brands\/[^/]+\/users\/locations\/page/, 200, {
      data: { locations: [], total: 0, all_locations: 0, all_people: 0, offset: 0, limit: 10 },
      status_code: 200,
    });
    await renderRoute('/access-portal/main', { as });
    expect(await screen.findByText('No locations yet')).toBeInTheDocument();
  });

  it('the portal shows an error when the locations cannot be read, and Try again recovers', async () => {
    const backend = mockBackend();
    await backend.fault({ kind: 'error', pattern: '/v1/brands/*/users/locations/page', share: 1 });
    const { user } = await renderRoute('/access-portal/main', { as });
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    await backend.reset();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(await allLocations()).findAllByRole('listitem')).toHaveLength(10);
  });
});
