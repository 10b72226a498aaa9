import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';
import { list, option, row, shownIds, switcher, toggle } from '../../../testing/brand-switcher';

const treeCalls = (brandId: string) =>
  mockBackend()
    .calls.filter((c) => c.path.startsWith(`/v1/brands/${brandId}/tree`))
    .map((c) => c.path);

const listCalls = () =>
  mockBackend()
    .calls.map((c) => c.path)
    .filter(
      (p) =>
        /^\/v1\/users\/brands(\/favourites)?(\?|$)/.test(p) || /^\/v1\/brands\/[^/]+\/tree/.test(p),
    );

describe('the brand switcher', () => {
  it('the header names the current brand from its own record; the tree and the stars (not every brand) are asked for once the page has its own answers, so opening asks nothing more, and a pick renames it at once', async () => {
    const { user } = await renderRoute('/access-portal/main', { as: 'enterprise@demo.test' });
    const opener = await toggle();
    await waitFor(() => expect(opener).not.toHaveTextContent('Locations'));
    const groupName = opener.textContent ?? '';
    expect(mockBackend().calls.map((c) => c.path)).toContain('/v1/brands/GP-1/basic_info');
    await waitFor(
      () =>
        expect(listCalls().sort()).toEqual(['/v1/brands/GP-1/tree', '/v1/users/brands/favourites']),
      { timeout: 3000 },
    );

    await user.click(opener);
    const all = await list('All locations');
    expect(listCalls()).toHaveLength(2);
    await user.click(row(all, 'PA-1-1')!.querySelector<HTMLElement>('.brand-expander')!);
    const name = option(all, 'CH-1-1-3')!.querySelector('.brand-option__name')!.textContent ?? '';
    await user.click(option(all, 'CH-1-1-3')!);
    await waitFor(() => expect(opener).toHaveTextContent(name));
    expect(opener).not.toHaveTextContent(groupName);
    await waitFor(() =>
      expect(mockBackend().calls.map((c) => c.path)).toContain('/v1/brands/CH-1-1-3/basic_info'),
    );
  });

  it('[R4-19] starring and un-starring a brand calls POST and DELETE and updates the Favourites section', async () => {
    const { user, backend } = await renderRoute('/access-portal/main', {
      as: 'enterprise@demo.test',
    });
    await user.click(await toggle());
    const all = await list('All locations');
    await waitFor(async () =>
      expect((await list('Favourites')).querySelectorAll('.brand-option')).toHaveLength(2),
    );
    const star = row(all, 'PA-1-2')!.querySelector<HTMLElement>('.brand-star')!;
    const region = option(all, 'PA-1-2')!.querySelector('.brand-option__name')!.textContent ?? '';
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(star).toHaveAccessibleName(`Add ${region} to favourites`);
    await user.click(star);
    await waitFor(() =>
      expect(backend.calls).toContainEqual({
        method: 'POST',
        path: '/v1/brands/PA-1-2/employers/favourites',
        status: 200,
      }),
    );
    await waitFor(() =>
      expect(row(all, 'PA-1-2')!.querySelector('.brand-star')).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(row(all, 'PA-1-2')!.querySelector('.brand-star')).toHaveAccessibleName(
      `Remove ${region} from favourites`,
    );
    await waitFor(async () =>
      expect(shownIds(await list('Favourites')).sort()).toEqual(['CH-1-1-1', 'CH-1-2-3', 'PA-1-2']),
    );

    // Un-starred from the Favourites section itself: it leaves the section.
    await user.click(
      row(await list('Favourites'), 'CH-1-1-1')!.querySelector<HTMLElement>('.brand-star')!,
    );
    await waitFor(() =>
      expect(backend.calls).toContainEqual({
        method: 'DELETE',
        path: '/v1/brands/CH-1-1-1/employers/favourites',
        status: 200,
      }),
    );
    await waitFor(async () =>
      expect(shownIds(await list('Favourites')).sort()).toEqual(['CH-1-2-3', 'PA-1-2']),
    );

    // The server kept both changes.
    const again = await renderRoute('/access-portal/main', { as: 'enterprise@demo.test' });
    await again.user.click(await toggle());
    await waitFor(async () =>
      expect(shownIds(await list('Favourites')).sort()).toEqual(['CH-1-2-3', 'PA-1-2']),
    );
  });

  it('Show archived refetches with include_archived=true; the archived location is badged, can be picked, and the choice is remembered', async () => {
    // The only archived brand of the seed, CH-2-2-5, sits under GP-2: halo@demo.test's entry brand.
    const { user } = await renderRoute('/enterprise-dashboards/gp-main-dashboard', {
      as: 'halo@demo.test',
    });
    await user.click(await toggle());
    const panel = await switcher();
    const all = await list('All locations');
    await user.click(row(all, 'PA-2-2')!.querySelector<HTMLElement>('.brand-expander')!);
    await waitFor(() =>
      expect(shownIds(all)).toEqual([
        'GP-2',
        'PA-2-1',
        'PA-2-2',
        'CH-2-2-1',
        'CH-2-2-2',
        'CH-2-2-3',
        'CH-2-2-4',
      ]),
    );
    await user.click(within(panel).getByRole('checkbox', { name: 'Show archived' }));
    await waitFor(() =>
      expect(treeCalls('GP-2')).toContain('/v1/brands/GP-2/tree?include_archived=true'),
    );
    const archived = await waitFor(() => {
      const found = option(all, 'CH-2-2-5');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(archived.querySelector('.brand-badge')).toHaveTextContent('Archived');
    expect(all.querySelectorAll('.brand-badge')).toHaveLength(1);
    const name = archived.querySelector('.brand-option__name')?.textContent ?? '';
    await user.click(archived);
    await waitFor(async () => expect(await toggle()).toHaveTextContent(name));

    // The user's own brand list leaves archived brands out, so after a reload the name comes from the tree.
    const again = await renderRoute('/enterprise-dashboards/gp-main-dashboard', {
      as: 'halo@demo.test',
    });
    await waitFor(async () => expect(await toggle()).toHaveTextContent(name));
    await again.user.click(await toggle());
    const reopened = await switcher();
    expect(within(reopened).getByRole('checkbox', { name: 'Show archived' })).toBeChecked();
    await waitFor(async () =>
      expect(option(await list('All locations'), 'CH-2-2-5')).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    mockBackend().calls.splice(0);
    await again.user.click(within(reopened).getByRole('checkbox', { name: 'Show archived' }));
    await waitFor(() => expect(treeCalls('GP-2')).toContain('/v1/brands/GP-2/tree'));
    await waitFor(async () => expect(option(await list('All locations'), 'CH-2-2-5')).toBeNull());
  });

  it('a failing tree shows the error with Retry, which recovers', async () => {
    const backend = mockBackend();
    const { user } = await renderRoute('/access-portal/main', { as: 'enterprise@demo.test' });
    const opener = await toggle();
    await backend.fault({ kind: 'error', pattern: '/v1/brands/*/tree', share: 1 });
    await user.click(opener);
    const panel = await switcher();
    expect(
      await within(panel).findByText('The locations could not be loaded.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('list', { name: 'All locations' })).not.toBeInTheDocument();
    await backend.reset();
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    const all = await list('All locations');
    await waitFor(() => expect(option(all, 'GP-1')).not.toBeNull());
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel).getByRole('searchbox', { name: 'Filter locations' })).toHaveFocus(),
    );
    expect(panel.querySelector('.brand-switcher__body')).toHaveAttribute('aria-busy', 'false');
  });
});
