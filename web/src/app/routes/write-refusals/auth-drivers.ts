/**
 * How a visitor sets off each write of the sign-up, invitation and password pages, and how a
 * signed-in person signs out.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { DEMO_PASSWORD } from '../../../testing/route-actions';
import type { Driver, Drivers } from './sweep';
import { press } from './sweep';

let made = 0;
/** An address no account has yet: each sign-up makes its own. */
const unique = () => `sweep.${Date.now()}.${(made += 1)}@example.test`;

const passwordField = (label = 'Password') => screen.getByLabelText(label, { selector: 'input' });

/** The account step of a sign-up form filled for a new address, as a person fills it. */
async function fillAccount(user: UserEvent) {
  await user.type(await screen.findByLabelText('First name'), 'Robin');
  await user.type(screen.getByLabelText('Last name'), 'Reyes');
  await user.type(screen.getByLabelText('Email', { exact: true }), unique());
  await user.type(passwordField(), DEMO_PASSWORD);
  const phone = screen.getByLabelText('Phone number', { exact: true });
  await user.clear(phone);
  await user.type(phone, '2025550143');
  const business = screen.queryByLabelText('Business name');
  if (business) await user.type(business, 'Sweep Diner');
}

/** Through the account step to the details step, a username typed. */
async function toDetails(user: UserEvent) {
  await fillAccount(user);
  await press('Create account')(user);
  await screen.findByRole('heading', { name: 'Your details' });
  await user.type(screen.getByLabelText('Username'), `sweep${Date.now()}${made}`);
}

/** The account step of `url` filled; `Create account` sends it. */
const accountStep = (url: string): Driver => ({
  url,
  ready: fillAccount,
  send: press('Create account'),
});

/** The details step of `url` reached through a new account; `Continue` sends it. */
const detailsStep = (url: string): Driver => ({ url, ready: toDetails, send: press('Continue') });

/** Ticks the bot check and waits for it to pass. */
async function passBotCheck(user: UserEvent) {
  await user.click(screen.getByLabelText("I'm not a robot"));
  expect(await screen.findByText('Verified')).toBeInTheDocument();
}

/** The page `url` opened again, as `as`: a write it makes as it opens. */
const reopen = (url: string, as?: string) => async () => {
  await renderRoute(url, as ? { as } : {});
};

const RESET = '/user/reset/password/token?code=RESET-DEMO';

export const AUTH_DRIVERS: Drivers = {
  'registration.validateEmail': accountStep('/user/candidate'),
  // A refused registration leaves a new address signed up and signed in: each time, a visitor again.
  'registration.register': {
    ...accountStep('/user/candidate'),
    fresh: true,
    before: async () => localStorage.clear(),
  },
  'registration.validateUsername': detailsStep('/user/candidate'),
  'registration.userDetails': detailsStep('/user/candidate'),
  'registration.brandDetails': {
    url: '/user/employer',
    ready: async (user) => {
      await toDetails(user);
      await press('Continue')(user);
      await screen.findByRole('heading', { name: 'Your business' });
    },
    send: press('Finish'),
  },
  'registration.lightSignup': {
    url: '/light-signup?code=INVITE-DEMO',
    ready: async (user) => {
      await screen.findByRole('heading', { name: 'Join Harbor Café' });
      await user.type(passwordField(), 'Invited123');
      await passBotCheck(user);
    },
    send: press('Join'),
  },
  'registration.requestResetPassword': {
    url: '/forgot-password',
    ready: async (user) => {
      await user.type(await screen.findByLabelText('Email'), 'engage@demo.test');
      await passBotCheck(user);
    },
    send: press('Send reset link'),
  },
  'registration.validateResetToken': { url: RESET, send: reopen(RESET) },
  'registration.resetPasswordConfirmation': {
    url: RESET,
    ready: async (user) => {
      await screen.findByText('For candidate@demo.test');
      await user.type(passwordField('New password'), 'Reset1234');
      await user.type(passwordField('Confirm new password'), 'Reset1234');
    },
    send: press('Save password'),
  },
  'users.logout': {
    as: 'manager@demo.test',
    url: '/dashboard/tts',
    send: reopen('/user/logout', 'manager@demo.test'),
    quiet:
      'signing out goes on when the server refuses it: the person is signed out and reads the login page',
  },
};
