import { waitFor, within } from '@testing-library/react';
import type { BrandTreeNode } from '@ws/contracts';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { list, shownIds, switcher, toggle } from '../../../testing/brand-switcher';
import { openAs } from '../../../testing/route-helpers';
import { FLAT_STEP } from './brand-flat-list';

const REGIONS = 20;
const PER_REGION = 5;
const node = (id: string, name: string, type: string, children: BrandTreeNode[] = []) => ({
  id,
  name,
  type,
  archived: false,
  children,
});
/** An enterprise far larger than the seed: GP-1 with 20 regions of five locations each. */
const bigTree = node(
  'GP-1',
  'Harbor Group',
  'GP',
  Array.from({ length: REGIONS }, (_, r) =>
    node(
      `PA-1-${r + 1}`,
      `Region ${String(r + 1).padStart(2, '0')}`,
      'PARENT',
      Array.from({ length: PER_REGION }, (_, c) =>
        node(`CH-1-${r + 1}-${c + 1}`, `Kitchen ${r + 1}.${c + 1}`, 'CHILD'),
      ),
    ),
  ),
);
const BRANDS = 1 + REGIONS * (1 + PER_REGION);

describe('the brand switcher of a large enterprise', () => {
  it('the flat view renders a first page of brands, the keyboard and Show more bring the rest, and a filter starts over', async () => {
    mockBackend().answer('GET', /^\/v1\/brands\/GP-1\/tree/, 200, {
      data: { parent: null, root: bigTree },
      status_code: 200,
    });
    const { user } = await openAs('enterprise@demo.test', '/access-portal/main');
    await user.click(await toggle());
    const panel = await switcher();
    await user.click(within(panel).getByRole('radio', { name: 'Flat' }));
    const all = await list('All locations');
    await waitFor(() => expect(shownIds(all)).toHaveLength(FLAT_STEP));
    expect(
      within(panel).getByText(`Showing ${FLAT_STEP} of ${BRANDS}. Type to filter, or show more.`),
    ).toBeInTheDocument();

    // Down from the last row rendered renders the next ones and lands on the first of them.
    const options = () => [...all.querySelectorAll<HTMLElement>('.brand-option')];
    options().at(-1)!.focus();
    await user.keyboard('{ArrowDown}');
    expect(options()).toHaveLength(2 * FLAT_STEP);
    expect(document.activeElement).toBe(options()[FLAT_STEP]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(options()[FLAT_STEP + 1]);

    await user.click(within(panel).getByRole('button', { name: 'Show more' }));
    expect(options()).toHaveLength(Math.min(3 * FLAT_STEP, BRANDS));
    // End goes to the very last brand, rendering what lies between.
    options()[0]!.focus();
    await user.keyboard('{End}');
    expect(options()).toHaveLength(BRANDS);
    expect(document.activeElement).toBe(options().at(-1));
    expect(within(panel).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    // A filter lists its matches from the first page again.
    await user.click(within(panel).getByRole('searchbox', { name: 'Filter locations' }));
    await user.paste('kitchen');
    await waitFor(() => expect(shownIds(all)).toHaveLength(FLAT_STEP));
    expect(
      within(panel).getByText(
        `Showing ${FLAT_STEP} of ${REGIONS * PER_REGION}. Type to filter, or show more.`,
      ),
    ).toBeInTheDocument();
  });
});
