/**
 * How a person sets off each write of their own pages and the header: the profile (account,
 * phone, brand media), the brand switcher's favourites, the news feed, search and job boards.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { list, row, switcher, toggle } from '../../../testing/brand-switcher';
import { renderRoute } from '../../../testing/render-route';
import type { Driver, Drivers } from './sweep';
import { press, pressIn } from './sweep';

const MANAGER = 'manager@demo.test';
const MEMBER = 'candidate@demo.test';
const ENTERPRISE = 'enterprise@demo.test';

/** The page `url` opened again, as `as`: a write it makes as it opens. */
const reopen = (url: string, as: string) => async () => {
  await renderRoute(url, { as });
};

/** A page that makes the write as it opens, opened again for each refusal. */
const onOpening = (url: string, as: string, quiet?: string): Driver => ({
  as,
  url,
  send: reopen(url, as),
  ...(quiet ? { quiet } : {}),
});

/** The star of brand `id` in the switcher's list `name` pressed. */
const star = (name: string, id: string) => async (user: UserEvent) => {
  if (!screen.queryByRole('dialog', { name: 'Locations' })) {
    await user.click(await toggle());
    await switcher();
  }
  await user.click(row(await list(name), id)!.querySelector<HTMLElement>('.brand-star')!);
};

/** A small picture, as a person picks it from their files. */
const picture = () =>
  new File([new Uint8Array([255, 216, 255, 224, 0, 16])], 'kitchen.jpg', { type: 'image/jpeg' });

/** The brand media form: a picture picked and titled; Upload sends its three calls. */
const mediaUpload: Driver = {
  as: MANAGER,
  url: '/profile',
  ready: async (user) => {
    const form = await screen.findByRole('form', { name: 'Upload media' });
    await user.upload(form.querySelector<HTMLInputElement>('input[type="file"]')!, picture());
    await user.type(within(form).getByLabelText('Title'), 'Our kitchen');
  },
  send: pressIn('form', 'Upload media', 'Upload'),
};

const JOB_BOARD = '/job-boards/ziprecruiter?code=from-partner';

/** The header's notifications opened, unless they are open already. */
async function notifications(user: UserEvent) {
  if (!screen.queryByRole('heading', { name: 'Notifications', level: 2 }))
    await press(/^Notifications/)(user);
  return (
    await screen.findByRole('heading', { name: 'Notifications', level: 2 })
  ).closest<HTMLElement>('.notifications-popover')!;
}

export const ACCOUNT_DRIVERS: Drivers = {
  'profile.updateAccount': {
    as: MEMBER,
    url: '/profile',
    ready: press('Edit name and phone'),
    send: pressIn('form', 'Edit name and phone', 'Save'),
  },
  'users.sendVerification': { as: MEMBER, url: '/profile', send: press('Send verification link') },
  'content.upload': mediaUpload,
  'brands.createMedia': mediaUpload,
  'brands.addFavourite': {
    as: ENTERPRISE,
    url: '/access-portal/main',
    send: star('All locations', 'PA-1-2'),
  },
  'brands.removeFavourite': {
    as: ENTERPRISE,
    url: '/access-portal/main',
    send: star('Favourites', 'CH-1-1-1'),
  },
  'newsFeed.markRead': {
    as: MANAGER,
    url: '/dashboard/tts',
    fresh: true,
    send: press(/^News feed/),
    quiet: 'marking news read is the feed’s own doing on opening, not a person’s request',
  },
  'notifications.markAllRead': {
    as: MEMBER,
    url: '/dashboard/member',
    send: async (user) =>
      user.click(
        within(await notifications(user)).getByRole('button', { name: 'Mark all as read' }),
      ),
  },
  'notifications.markRead': {
    as: MEMBER,
    url: '/dashboard/member',
    // Following a notification leads to its place: the next refusal starts from the page again.
    fresh: true,
    send: async (user) => user.click(within(await notifications(user)).getAllByRole('link')[0]!),
  },
  'brands.search': onOpening('/global-search-result/casey', MANAGER),
  'jobBoards.login': onOpening(JOB_BOARD, ENTERPRISE),
  'jobBoards.loginCheck': onOpening('/job-boards/indeed', ENTERPRISE),
  'jobBoards.logout': {
    as: ENTERPRISE,
    url: JOB_BOARD,
    ready: async () => {
      await screen.findByText('Connected to ZipRecruiter');
    },
    send: press('Disconnect'),
  },
};
