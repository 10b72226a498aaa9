import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { openAs } from '../../../testing/route-helpers';

// [sub-path, the widget's section title]
const WIDGETS: [string, string][] = [
  ['buttons', 'Buttons'],
  ['date-picker', 'Date picker'],
  ['week-picker', 'Week picker'],
  ['month-year-picker', 'Month-year and year pickers'],
  ['time', 'Time input and time options'],
  ['menus', 'Dropdown, menu and selects'],
  ['selector', 'Multi-level selector'],
  ['cropper', 'Image cropper'],
  ['drop-zone', 'File drop zone'],
  ['phone', 'Phone input'],
  ['password', 'Password field'],
  ['avatar', 'Avatar'],
  ['dialogs', 'Dialogs and stacked modals'],
  ['maps', 'Maps display'],
];
/** The widgets' titles on the page (the consent banner has a title of its own). */
const sections = () =>
  within(document.querySelector<HTMLElement>('.ds-main')!).getAllByRole('heading', { level: 2 });

describe('/design-system/*', () => {
  it('[R2-08] /design-system shows every widget, each under its own title, and the nav marks All widgets', async () => {
    await openAs('manager@demo.test', '/design-system');
    expect(await screen.findByRole('heading', { name: 'Design system', level: 1 })).toBeVisible();
    expect(sections().map((h) => h.textContent)).toEqual(WIDGETS.map(([, title]) => title));
    const nav = screen.getByRole('navigation', { name: 'Widgets' });
    expect(within(nav).getByRole('link', { name: 'All widgets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getAllByRole('link')).toHaveLength(WIDGETS.length + 1);
  });

  it.each(WIDGETS)(
    '[R2-08] /design-system/%s shows that widget alone, marked in the nav',
    async (path, title) => {
      await openAs('manager@demo.test', `/design-system/${path}`);
      expect(await screen.findByRole('heading', { name: 'Design system', level: 1 })).toBeVisible();
      expect(sections().map((h) => h.textContent)).toEqual([title]);
      const nav = screen.getByRole('navigation', { name: 'Widgets' });
      expect(within(nav).getByRole('link', { name: title })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(nav).getByRole('link', { name: 'All widgets' })).not.toHaveAttribute(
        'aria-current',
      );
    },
  );

  it('[R2-06] a visitor who is not signed in is sent to login with the page as ref', async () => {
    const { location } = await renderRoute('/design-system/buttons');
    await waitFor(() =>
      expect(decodeURIComponent(location())).toMatch(
        /^\/user\/login\?ref=\/design-system\/buttons/,
      ),
    );
    expect(screen.queryByRole('heading', { name: 'Design system' })).not.toBeInTheDocument();
  });
});
