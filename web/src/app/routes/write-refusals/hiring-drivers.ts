/**
 * How a person sets off each write of hiring: the employer's board on /dashboard/hiring, the
 * candidate's applications, their messages and the job openings.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { dataFor } from '../../../testing/route-actions';
import type { Drivers } from './sweep';
import { press, pressIn } from './sweep';

const HIRING = 'hiring@demo.test';
const MEMBER = 'candidate@demo.test';

interface Openings {
  jobs: { id: string; applied: boolean }[];
}

/** Casey Moreno's application opened on the hiring board. */
async function openCasey(user: UserEvent) {
  await user.click(
    await screen.findByText('Casey Moreno', { selector: '[data-testid="application-row"] *' }),
  );
  const detail = await screen.findByRole('complementary', { name: 'Application' });
  await within(detail).findByLabelText('Move to');
}

const detail = () => screen.findByRole('complementary', { name: 'Application' });

export const HIRING_DRIVERS: Drivers = {
  'pipeline.move': {
    as: HIRING,
    url: '/dashboard/hiring?stage=APPLIED',
    ready: openCasey,
    send: async (user) => {
      const panel = await detail();
      await user.selectOptions(within(panel).getByLabelText('Move to'), 'Screening');
      await user.click(within(panel).getByRole('button', { name: 'Move' }));
    },
  },
  'pipeline.proposeInterview': {
    as: HIRING,
    url: '/dashboard/hiring?stage=APPLIED',
    ready: async (user) => {
      await openCasey(user);
      const propose = within(await detail()).getByRole('button', {
        name: 'Propose interview times',
      });
      await user.click(propose);
    },
    send: pressIn('dialog', 'Propose interview times', 'Send proposal'),
  },
  'pipeline.acceptInterview': {
    as: MEMBER,
    url: '/dashboard/member?application=ap-1',
    ready: async (user) => {
      const slots = await screen.findByRole('group', { name: 'Choose a time that suits you' });
      await user.click(within(slots).getAllByRole('radio')[0]!);
    },
    send: press('Accept this time'),
  },
  'applications.sendMessage': {
    as: MEMBER,
    url: '/my-messages?application=ap-1',
    ready: async (user) => {
      const reply = await screen.findByRole('form', { name: 'Reply' });
      await user.type(within(reply).getByRole('textbox', { name: 'Message' }), 'See you then');
    },
    send: pressIn('form', 'Reply', 'Send'),
  },
  'applications.markRead': {
    as: MEMBER,
    url: '/my-messages?application=ap-1',
    fresh: true,
    quiet: 'marking a thread read is the page’s own doing on opening it, not a person’s request',
    send: async () => {
      await screen.findByRole('region', { name: 'Messages' });
    },
  },
  'jobs.apply': {
    as: MEMBER,
    url: async () => {
      const page = await dataFor<Openings>(MEMBER, '/v1/jobs?offset=0&limit=50');
      return `/jobs/${page.jobs.find((job) => !job.applied)!.id}`;
    },
    send: press('Send application'),
  },
};
