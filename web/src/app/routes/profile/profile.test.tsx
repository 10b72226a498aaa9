import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';

const mediaCard = () => screen.findByRole('region', { name: 'Brand media' });
const mediaItems = async () => {
  const list = within(await mediaCard()).queryByRole('list', { name: 'Media of this brand' });
  return list ? within(list).queryAllByRole('listitem') : [];
};
const schemeCalls = () =>
  mockBackend()
    .calls.filter((c) => c.path.endsWith('/profile_scheme'))
    .map((c) => c.path);

describe('/profile', () => {
  it('[R6-05] manager@demo.test, with MICE, gets the brand’s employer profile scheme', async () => {
    await renderRoute('/profile', { as: 'manager@demo.test' });
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText("Set by your brand's profile scheme.")).toBeInTheDocument();
    expect(screen.getAllByTestId('scheme-swatch')).toHaveLength(2);
    expect(schemeCalls()).toContain('/v1/employers/profile_scheme');
  });

  it('[R6-05] hiring@demo.test, without MICE, gets the dashboard profile scheme', async () => {
    await renderRoute('/profile', { as: 'hiring@demo.test' });
    expect(await screen.findByText("Set by your dashboard's profile scheme.")).toBeInTheDocument();
    expect(await screen.findAllByTestId('scheme-swatch')).toHaveLength(2);
    expect(schemeCalls()).toContain('/v1/js_dashboard/profile_scheme');
    expect(schemeCalls()).not.toContain('/v1/employers/profile_scheme');
  });

  it('manager@demo.test sees the seeded media of CH-1-1-1, newest first, 12 to a page', async () => {
    const { user } = await renderRoute('/profile', { as: 'manager@demo.test' });
    const card = await mediaCard();
    expect(await within(card).findByText('14 files')).toBeInTheDocument();
    const items = await mediaItems();
    expect(items).toHaveLength(12);
    // The seed is fixed: the newest file is an image, and the showcase video and photo follow it.
    expect(items[0]).toHaveTextContent('Line check');
    expect(items[0]?.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const tour = items.find((item) => item.textContent?.includes('Kitchen tour'));
    expect(tour).toHaveTextContent('Video · MP4');
    expect(tour).toHaveTextContent('Hosted');
    expect(items.find((item) => item.textContent?.includes('Team photo'))).toHaveTextContent(
      'Image · JPG',
    );
    expect(within(card).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Next' }));
    expect(await within(card).findByText('Page 2 of 2')).toBeInTheDocument();
    const second = await mediaItems();
    expect(second).toHaveLength(2);
    expect(second.at(-1)).toHaveTextContent('Emergency contacts');
    expect(second.at(-1)).toHaveTextContent('Document · PDF');
  });

  it('[R7-07] the media card shows an error once brand media cannot be read after the retries, and Try again recovers', async () => {
    const backend = mockBackend();
    await backend.fault({ kind: 'error', pattern: '/v1/brands/*/media', share: 1 });
    const { user } = await renderRoute('/profile', { as: 'manager@demo.test' });
    const card = await mediaCard();
    expect(
      await within(card).findByText("The brand's media could not be loaded."),
    ).toBeInTheDocument();
    expect(backend.calls.filter((c) => /^\/v1\/brands\/[^/]+\/media/.test(c.path))).toHaveLength(6);
    expect(await mediaItems()).toHaveLength(0);
    await backend.reset();
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    await within(card).findByText('14 files');
    expect(await mediaItems()).toHaveLength(12);
  });

  it("enterprise@demo.test sees the empty state on GP-1, and the picked location's media once the brand context changes", async () => {
    await renderRoute('/profile', { as: 'enterprise@demo.test' });
    const card = await mediaCard();
    expect(await within(card).findByText('No media yet')).toBeInTheDocument();
    expect(within(card).getByText('0 files')).toBeInTheDocument();
    // What the brand switcher does on a pick: store the active brand, then announce the change.
    act(() => {
      const context = JSON.parse(sessionStorage.getItem('userContext') ?? '{}') as Record<
        string,
        unknown
      >;
      sessionStorage.setItem(
        'userContext',
        JSON.stringify({ ...context, active_brand: { brand_id: 'CH-1-1-2', brand_type: 'CHILD' } }),
      );
      window.dispatchEvent(
        new CustomEvent('harbor:context-change', {
          detail: { reason: 'brand-switch', brandId: 'CH-1-1-2' },
        }),
      );
    });
    // The card is drawn anew for the picked brand.
    expect(await screen.findByText('4 files')).toBeInTheDocument();
    expect(await mediaItems()).toHaveLength(4);
  });

  it('candidate@demo.test, who is not an employer, has no brand media card', async () => {
    await renderRoute('/profile', { as: 'candidate@demo.test' });
    expect(await screen.findByRole('heading', { name: 'Profile photo' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('scheme-swatch')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Brand media' })).not.toBeInTheDocument();
    expect(screen.queryByText('Brand media')).not.toBeInTheDocument();
  });

  it('empty-business: the brand media card has no media yet', async () => {
    await mockBackend().scenario('empty-business');
    await renderRoute('/profile', { as: 'manager@demo.test' });
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    const card = await mediaCard();
    expect(await within(card).findByText('No media yet')).toBeInTheDocument();
    expect(
      within(card).getByText('Upload a photo, video or document and it shows here.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('0 files')).toBeInTheDocument();
  });

  it('outage: the brand media card shows its own error in the standing shell, then the media once the service is back', async () => {
    const backend = mockBackend();
    await backend.scenario('outage');
    const { user } = await renderRoute('/profile', { as: 'manager@demo.test' });
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    const card = await mediaCard();
    const panel = (await within(card).findByText("The brand's media could not be loaded.")).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(screen.getByRole('button', { name: /Account/ })).toBeInTheDocument();
    expect(document.querySelector('.error-page')).toBeNull();
    await backend.reset();
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    await within(card).findByText('14 files');
    expect((await mediaItems()).length).toBeGreaterThan(0);
  });
});
