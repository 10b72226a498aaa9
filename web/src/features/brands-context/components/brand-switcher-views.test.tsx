import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  list,
  nameOf,
  option,
  row,
  shownIds,
  switcher,
  toggle,
} from '../../../testing/brand-switcher';
import { openAs } from '../../../testing/route-helpers';

const enterprise = 'enterprise@demo.test';

/** enterprise@demo.test's switcher, open on GP-1's tree with both regions expanded. */
async function openExpanded() {
  const view = await openAs(enterprise, '/access-portal/main');
  await view.user.click(await toggle());
  const all = await list('All locations');
  await waitFor(() => expect(shownIds(all)).toEqual(['GP-1', 'PA-1-1', 'PA-1-2']));
  for (const region of ['PA-1-1', 'PA-1-2'])
    await view.user.click(row(all, region)!.querySelector<HTMLElement>('.brand-expander')!);
  await waitFor(() => expect(shownIds(all)).toHaveLength(13));
  const panel = await switcher();
  return {
    ...view,
    all,
    panel,
    filter: within(panel).getByRole('searchbox', { name: 'Filter locations' }),
  };
}

describe('the brand switcher’s views', () => {
  it('[R1-02] it opens on the entry brand’s tree, marked, with its regions behind Expand and the favourites apart', async () => {
    const { user } = await openAs(enterprise, '/access-portal/main');
    await user.click(await toggle());
    const all = await list('All locations');
    await waitFor(() => expect(shownIds(all)).toEqual(['GP-1', 'PA-1-1', 'PA-1-2']));
    expect(option(all, 'GP-1')).toHaveAttribute('aria-current', 'true');
    expect(row(all, 'PA-1-1')!.querySelector('.brand-expander')).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(async () =>
      expect(shownIds(await list('Favourites')).sort()).toEqual(['CH-1-1-1', 'CH-1-2-3']),
    );
    expect(within(await switcher()).getByRole('radio', { name: 'Structured' })).toBeChecked();
  });

  it('[R1-02] a filter keeps its match and the brands that lead to it, case aside, and counts it', async () => {
    const { user, all, panel, filter } = await openExpanded();
    const target = nameOf(all, 'CH-1-2-3');
    await user.type(filter, target.toLowerCase());
    await waitFor(() => expect(shownIds(all)).toEqual(['GP-1', 'PA-1-2', 'CH-1-2-3']));
    await waitFor(async () => expect(shownIds(await list('Favourites'))).toEqual(['CH-1-2-3']));
    expect(within(panel).getByRole('status')).toHaveTextContent('1 location found');
  });

  it('[R1-02] a filter nothing matches says so, counts none and hides the favourites', async () => {
    const { user, panel, filter } = await openExpanded();
    await user.type(filter, 'no such place');
    expect(
      await within(panel).findByText('No locations match “no such place”.'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent('0 locations found');
    expect(within(panel).queryByRole('list', { name: 'Favourites' })).not.toBeInTheDocument();
  });

  it('[R1-02] [R3-11] Flat lists every brand by name with its parents, filters by match only, and is remembered', async () => {
    const { user, all, panel, filter } = await openExpanded();
    const group = nameOf(all, 'GP-1');
    const region = nameOf(all, 'PA-1-1');
    await user.click(within(panel).getByRole('radio', { name: 'Flat' }));
    expect(within(panel).getByRole('radio', { name: 'Flat' })).toBeChecked();
    const flat = await list('All locations');
    await waitFor(() => expect(flat.querySelectorAll('.brand-option')).toHaveLength(13));
    const names = [...flat.querySelectorAll('.brand-option__name')].map((n) => n.textContent);
    const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare;
    expect(names).toEqual([...names].sort((a, b) => byName(a ?? '', b ?? '')));
    expect(option(flat, 'CH-1-1-1')!.querySelector('.brand-option__path')).toHaveTextContent(
      `${group} / ${region}`,
    );
    expect(option(flat, 'GP-1')!.querySelector('.brand-option__path')).toBeNull();
    await user.type(filter, 'region');
    await waitFor(() => expect(shownIds(flat).sort()).toEqual(['PA-1-1', 'PA-1-2']));

    expect(JSON.parse(localStorage.getItem('h_brands_list_active_tab') ?? 'null')).toEqual({
      view: 'FLAT',
      includeArchived: false,
    });
    const again = await openAs(enterprise, '/access-portal/main');
    await again.user.click(await toggle());
    expect(within(await switcher()).getByRole('radio', { name: 'Flat' })).toBeChecked();
    await waitFor(async () =>
      expect((await list('All locations')).querySelectorAll('.brand-option')).toHaveLength(13),
    );
  });

  it('[R1-02] a location manager’s tree is that one location, with nothing to expand and no favourites', async () => {
    const { user } = await openAs('manager@demo.test', '/dashboard/tts');
    await user.click(await toggle());
    const all = await list('All locations');
    await waitFor(() => expect(shownIds(all)).toEqual(['CH-1-1-1']));
    expect(option(all, 'CH-1-1-1')).toHaveAttribute('aria-current', 'true');
    const panel = await switcher();
    expect(panel.querySelector('button.brand-expander')).toBeNull();
    expect(within(panel).queryByRole('list', { name: 'Favourites' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
