import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';

/** Every picture on the page, as the browser would request it. */
const imageSources = () =>
  [...document.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');

/** A data URL or an absolute address, never a data URL glued under the API host. */
function expectLoadable(sources: string[]) {
  for (const src of sources) {
    expect(src, src.slice(0, 80)).toMatch(/^(data:|blob:|https?:\/\/)/);
    expect(src, src.slice(0, 80)).not.toMatch(/^https?:\/\/[^/]+\/(data|blob):/);
  }
}

describe('pictures are requested where they are', () => {
  it('manager@demo.test: the header and profile pictures seeded as data URLs are used as they are', async () => {
    await renderRoute('/profile', { as: 'manager@demo.test' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(imageSources().some((src) => src.startsWith('data:'))).toBe(true));
    expectLoadable(imageSources());
  });

  it('candidate@demo.test: every picture on the member dashboard is requested where it is', async () => {
    await renderRoute('/dashboard/member', { as: 'candidate@demo.test' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.querySelectorAll('.ui-avatar').length).toBeGreaterThan(0));
    expectLoadable(imageSources());
  });
});
