/**
 * How a manager sets off each write of the settings pages: rewards and recognition (budgets,
 * rules, raffles, the programme) and the clock-out attestation questions.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Driver, Drivers } from './sweep';
import { press, pressIn } from './sweep';

const MANAGER = 'manager@demo.test';
const REWARDS = '/settings/rewards-and-recognition';
const ATTESTATION = '/settings/clockout-attestation';

/** Fields typed into a new item's form, by label. */
async function fill(user: UserEvent, fields: [string, string][]) {
  for (const [label, value] of fields) {
    const field = await screen.findByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
  }
}

/** A new item's page of `page`, its form filled, sent by `button`. */
const created = (page: string, fields: [string, string][], button: string): Driver => ({
  as: MANAGER,
  url: `${REWARDS}/${page}`,
  ready: (user) => fill(user, fields),
  send: press(button),
});

/** The first card of `tab` opened for editing, saved as it is. */
const edited = (tab: string): Driver => ({
  as: MANAGER,
  url: `${REWARDS}/${tab}`,
  ready: async (user) => user.click((await screen.findAllByRole('link', { name: 'Edit' }))[0]!),
  send: press('Save changes'),
});

/** `button` of the page's first item pressed, and the question it asks (`title`) answered by `confirm`. */
const confirmed = (url: string, button: string, title: string, confirm = button): Driver => ({
  as: MANAGER,
  url,
  send: async (user) => {
    await press(button)(user);
    await pressIn('alertdialog', title, confirm)(user);
  },
});

/** The page's first question row. */
const firstQuestion = async () => (await screen.findAllByTestId('question-row'))[0]!;

export const SETTINGS_DRIVERS: Drivers = {
  'rewards.createBudget': created(
    'budget-management',
    [
      ['Name', 'Summer pool'],
      ['Amount', '100'],
    ],
    'Create budget',
  ),
  'rewards.createRule': created(
    'rule-management',
    [
      ['Name', 'Cover hero'],
      ['Points awarded', '50'],
    ],
    'Create rule',
  ),
  'rewards.createRaffle': created(
    'raffle-management',
    [
      ['Name', 'Spring raffle'],
      ['Prize', 'A gift card'],
    ],
    'Create raffle',
  ),
  'rewards.updateBudget': edited('budget'),
  'rewards.updateRule': edited('rules'),
  'rewards.updateRaffle': edited('raffles'),
  'rewards.deleteBudget': confirmed(`${REWARDS}/budget`, 'Delete', 'Delete budget?'),
  'rewards.deleteRule': confirmed(`${REWARDS}/rules`, 'Delete', 'Delete rule?'),
  'rewards.deleteRaffle': confirmed(`${REWARDS}/raffles`, 'Delete', 'Delete raffle?'),
  'rewards.drawRaffle': confirmed(`${REWARDS}/raffles`, 'Draw winner', 'Draw the winner?'),
  'rewards.updateConfiguration': {
    as: MANAGER,
    url: `${REWARDS}/configuration`,
    send: press('Save changes'),
  },
  'attestation.createQuestion': {
    as: MANAGER,
    url: `${ATTESTATION}/management`,
    ready: async (user) =>
      user.type(
        await screen.findByRole('textbox', { name: 'Question' }),
        'Did you take your breaks?',
      ),
    send: press('Add question'),
  },
  'attestation.updateQuestion': {
    as: MANAGER,
    url: ATTESTATION,
    ready: async (user) =>
      user.click(within(await firstQuestion()).getByRole('link', { name: 'Edit' })),
    send: press('Save changes'),
  },
  'attestation.deleteQuestion': confirmed(ATTESTATION, 'Delete', 'Delete question?'),
  'attestation.reorderQuestions': {
    as: MANAGER,
    url: ATTESTATION,
    send: async (user) => {
      const second = (await screen.findAllByTestId('question-row'))[1]!;
      await user.click(within(second).getByRole('button', { name: /^Move “.*” up$/ }));
    },
  },
  'attestation.setQuestionActive': {
    as: MANAGER,
    url: ATTESTATION,
    send: async (user) => user.click(within(await firstQuestion()).getByRole('checkbox')),
  },
};
