import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectTryAgainRecovers, failCalls, openAs } from '../../../testing/route-helpers';

const manager = 'manager@demo.test';
const list = '/settings/clockout-attestation';
const questions = () => screen.findAllByTestId('question-row');
const textOf = (row: HTMLElement) => row.querySelector('.at-item__text')?.textContent ?? '';

async function multipleChoice(user: UserEvent) {
  await user.click(await screen.findByRole('combobox', { name: /^Answer type/ }));
  await user.click(await screen.findByRole('option', { name: 'Multiple choice' }));
}

// [what is wrong, the question, its choices (none: a yes/no question), choices removed, the message]
const INVALID: [string, string, string[] | null, number, string][] = [
  ['a question of two letters', 'Ok', null, 0, 'Write a question of at least 3 characters.'],
  ['an empty question', '', null, 0, 'Write a question of at least 3 characters.'],
  [
    'two choices alike',
    'Did you count the till?',
    ['Yes', 'Yes'],
    0,
    'Each choice must be different.',
  ],
  [
    'a blank choice',
    'Did you count the till?',
    ['Yes', ''],
    0,
    'Fill in every choice or remove it.',
  ],
];

describe('/settings/clockout-attestation/management', () => {
  it.each(INVALID)(
    '[R2-09] %s is refused in words and nothing is added',
    async (_what, text, choices, _removed, message) => {
      const { user, location, backend } = await openAs(manager, `${list}/management`);
      expect(await screen.findByRole('heading', { name: 'New question', level: 1 })).toBeVisible();
      if (text) await user.type(screen.getByRole('textbox', { name: 'Question' }), text);
      if (choices) {
        await multipleChoice(user);
        for (const [index, choice] of choices.entries()) {
          const field = await screen.findByRole('textbox', { name: `Choice ${index + 1}` });
          await user.clear(field);
          if (choice) await user.type(field, choice);
        }
      }
      await user.click(screen.getByRole('button', { name: 'Add question' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(location()).toBe(`${list}/management`);
      expect(backend.calls.some((c) => c.method === 'POST' && /attestation/.test(c.path))).toBe(
        false,
      );
    },
  );

  it('a multiple-choice question keeps at least two choices: their Remove is off at two', async () => {
    const { user } = await openAs(manager, `${list}/management`);
    await multipleChoice(user);
    expect(await screen.findByRole('button', { name: 'Remove choice 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Add a choice/ }));
    const third = await screen.findByRole('button', { name: 'Remove choice 3' });
    expect(third).toBeEnabled();
    await user.click(third);
    expect(screen.queryByRole('textbox', { name: 'Choice 3' })).not.toBeInTheDocument();
  });

  it('[R2-09] a question added goes to the end of the list with its answer type', async () => {
    const { user, location } = await openAs(manager, list);
    const seeded = (await questions()).length;
    await user.click(screen.getByRole('link', { name: /New question/ }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Question' }),
      'Did you hand over the cash drawer?',
    );
    await multipleChoice(user);
    await user.type(screen.getByRole('textbox', { name: 'Choice 1' }), 'Yes');
    await user.type(screen.getByRole('textbox', { name: 'Choice 2' }), 'No, a manager did');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(location()).toBe(list));
    await waitFor(async () => expect(await questions()).toHaveLength(seeded + 1));
    const added = (await questions()).at(-1)!;
    expect(added).toHaveTextContent('Did you hand over the cash drawer?');
    expect(added).toHaveTextContent('Multiple choice');
  });

  it('an edit page whose question cannot be read says so, and Try again recovers', async () => {
    await openAs(manager, list);
    const [first] = await questions();
    const href = within(first!).getByRole('link', { name: 'Edit' }).getAttribute('href') ?? '';
    await failCalls('/v1/brands/*/clockout_attestation/questions/*');
    const { user } = await openAs(manager, href);
    expect(await screen.findByRole('heading', { name: 'Edit question', level: 1 })).toBeVisible();
    await expectTryAgainRecovers(user, 'This question could not be loaded.', () =>
      screen.findByDisplayValue(textOf(first!)),
    );
  });
});

describe('/settings/clockout-attestation: the list', () => {
  it('[R2-09] the count line counts the questions listed and those active', async () => {
    await openAs(manager, list);
    const rows = await questions();
    const active = rows.filter((row) => within(row).getByRole('checkbox').matches(':checked'));
    const count = rows.length === 1 ? 'question' : 'questions';
    expect(
      screen.getByText(`${rows.length} ${count}, ${active.length} active`),
    ).toBeInTheDocument();
  });

  it('[R2-09] moving the second question up swaps the first two, and the server keeps the order', async () => {
    const { user } = await openAs(manager, list);
    const [first, second] = await questions();
    const [firstText, secondText] = [textOf(first!), textOf(second!)];
    expect(within(first!).getByRole('button', { name: `Move “${firstText}” up` })).toBeDisabled();
    await user.click(within(second!).getByRole('button', { name: `Move “${secondText}” up` }));
    await waitFor(async () => expect(textOf((await questions())[0]!)).toBe(secondText));
    await openAs(manager, list);
    const [again0, again1] = await questions();
    expect(textOf(again0!)).toBe(secondText);
    expect(textOf(again1!)).toBe(firstText);
  });

  it('[R2-09] a question switched off reads Inactive and the active count drops', async () => {
    const { user } = await openAs(manager, list);
    const [first] = await questions();
    const before = Number(
      /(\d+) active$/.exec(screen.getByText(/ active$/).textContent ?? '')?.[1],
    );
    await user.click(within(first!).getByRole('checkbox'));
    await waitFor(() => expect(within(first!).getByRole('checkbox')).not.toBeChecked());
    expect(first).toHaveTextContent('Inactive');
    expect(screen.getByText(new RegExp(`, ${before - 1} active$`))).toBeInTheDocument();
  });
});
