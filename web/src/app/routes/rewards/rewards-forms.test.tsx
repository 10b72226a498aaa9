import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { failCalls, openAs } from '../../../testing/route-helpers';

const manager = 'manager@demo.test';
const base = '/settings/rewards-and-recognition';

/** Each management page's submit button. */
const SUBMIT: Record<string, string> = {
  'budget-management': 'Create budget',
  'rule-management': 'Create rule',
  'raffle-management': 'Create raffle',
  configuration: 'Save changes',
};
type Field = [label: string | RegExp, value: string | null];
const named = (name: string): Field[] => [['Name', name]];
const budget: Field[] = [...named('Summer pool'), ['Amount', '100']];
const rule = (points: string): Field[] => [...named('Cover hero'), ['Points awarded', points]];
const raffle: Field[] = [...named('Spring raffle'), ['Prize', 'A gift card']];
/** A day this many days from today, as the date pickers take it typed. */
const daysAhead = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD');

// [what is wrong, page, fields typed in order (a null value ticks or unticks the box), the message]
const INVALID: [string, string, Field[], string][] = [
  ['a budget with no name', 'budget-management', [], 'Enter a name.'],
  ['a budget with no amount', 'budget-management', named('Pool'), 'Enter an amount above zero.'],
  [
    'a budget of zero',
    'budget-management',
    [...budget, ['Amount', '0']],
    'Enter an amount above zero.',
  ],
  [
    'a budget for no location',
    'budget-management',
    [...budget, ['Select all', null]],
    'Pick at least one location.',
  ],
  ['a rule with no name', 'rule-management', [], 'Enter a name.'],
  [
    'a rule of no points',
    'rule-management',
    rule('0'),
    'Points must be a whole number from 1 to 10,000.',
  ],
  [
    'a rule of too many points',
    'rule-management',
    rule('10001'),
    'Points must be a whole number from 1 to 10,000.',
  ],
  ['a raffle with no name', 'raffle-management', [], 'Enter a name.'],
  ['a raffle with no prize', 'raffle-management', named('Spring raffle'), 'Describe the prize.'],
  [
    // The end's picker refuses a day before the start: the start is moved past the end instead.
    'a raffle that ends before it starts',
    'raffle-management',
    [...raffle, ['End date', `${daysAhead(30)}{Enter}`], ['Start date', `${daysAhead(60)}{Enter}`]],
    "The end date can't be before the start date.",
  ],
  ['points with no name', 'configuration', [['What points are called', '']], 'Name your points.'],
  [
    'a rate of zero',
    'configuration',
    [[/per currency unit$/, '0']],
    'Enter a rate above 0 and at most 1,000.',
  ],
];

describe('rewards management pages refuse what is not valid, in words', () => {
  it.each(INVALID)('%s: on %s', async (_what, page, fields, message) => {
    const { user, location } = await openAs(manager, `${base}/${page}`);
    const button = await screen.findByRole('button', { name: SUBMIT[page] });
    await screen.findAllByRole('textbox');
    for (const [label, value] of fields) {
      if (value === null) {
        await user.click(await screen.findByRole('checkbox', { name: label }));
        continue;
      }
      const field = await screen.findByLabelText(label);
      await user.clear(field);
      if (value) await user.type(field, value);
    }
    await user.click(button);
    // The form's own alert; a date picker may add one of its own about the date typed.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(message),
    );
    expect(location()).toBe(`${base}/${page}`);
  });
});

describe('rewards configuration', () => {
  it('the programme configuration is saved, and the rules name points by it', async () => {
    const { user } = await openAs(manager, `${base}/budget`);
    await user.click(await screen.findByRole('link', { name: /Programme settings/ }));
    const name = await screen.findByLabelText('What points are called');
    await user.clear(name);
    await user.type(name, 'Stars');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Settings saved.');
    await openAs(manager, `${base}/rules`);
    expect((await screen.findAllByTestId('rule-row'))[0]).toHaveTextContent('Stars');
  });

  it('a save the server refuses says it did not save, and stays on the page', async () => {
    const { user, location } = await openAs(manager, `${base}/configuration`);
    await screen.findByLabelText('What points are called');
    await failCalls('/v1/brands/*/rewards/configuration');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(screen.queryByText('Settings saved.')).not.toBeInTheDocument();
    expect(location()).toBe(`${base}/configuration`);
  });
});

describe('rewards tabs count what they list', () => {
  it.each([
    ['budget', 'budget-card', /^(\d+) budgets?$/],
    ['rules', 'rule-row', /^(\d+) rules?, \d+ active$/],
    ['raffles', 'raffle-card', /^(\d+) raffles?, \d+ open$/],
  ] as const)('the %s tab’s count is the number of cards', async (tab, testId, count) => {
    await openAs(manager, `${base}/${tab}`);
    const shown = await screen.findAllByTestId(testId);
    const [, said] = count.exec((await screen.findByText(count)).textContent ?? '') ?? [];
    expect(Number(said)).toBe(shown.length);
  });

  it('the rules tab counts the active rules, and pausing one counts it out', async () => {
    const { user } = await openAs(manager, `${base}/rules`);
    const rows = await screen.findAllByTestId('rule-row');
    const active = () =>
      Number(/, (\d+) active$/.exec(screen.getByText(/ active$/).textContent ?? '')?.[1]);
    const ticked = rows.filter((row) => within(row).getByRole('checkbox').matches(':checked'));
    expect(active()).toBe(ticked.length);
    const first = ticked[0]!;
    await user.click(within(first).getByRole('checkbox'));
    await waitFor(() => expect(within(first).getByRole('checkbox')).not.toBeChecked());
    await waitFor(() => expect(active()).toBe(ticked.length - 1));
  });
});
