import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { boardCards, failCalls, openAs } from '../../../testing/route-helpers';

const STAGES = ['Applied', 'Screening', 'Interview', 'Offer', 'Hired', 'Rejected'];
const cards = () => screen.queryAllByTestId('application-row');
const chip = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name} `) });
const countOf = (element: HTMLElement) =>
  Number(element.querySelector('.app-chip__count')?.textContent);
const chipsCounted = () => waitFor(() => expect(countOf(chip('All stages'))).toBeGreaterThan(0));

/** hiring@demo.test's board with Casey Moreno's application (in Applied) open beside it. */
async function openCasey() {
  const view = await openAs('hiring@demo.test', '/dashboard/hiring?stage=APPLIED');
  await view.user.click(
    await screen.findByText('Casey Moreno', { selector: '[data-testid="application-row"] *' }),
  );
  const detail = await screen.findByRole('complementary', { name: 'Application' });
  await within(detail).findByLabelText('Move to');
  return { ...view, detail };
}

describe('/dashboard/hiring: the stage chips count what the board shows', () => {
  it.each(STAGES)(
    'the %s chip’s count is the number of cards it shows, each in that stage',
    async (stage) => {
      const { user, location } = await openAs('manager@demo.test', '/dashboard/hiring');
      await screen.findAllByTestId('application-row');
      await chipsCounted();
      const count = countOf(chip(stage));
      await user.click(chip(stage));
      expect(chip(stage)).toHaveAttribute('aria-checked', 'true');
      expect(location()).toMatch(/stage=/);
      if (count === 0) {
        expect(
          await screen.findByText('No applications on this page match these filters'),
        ).toBeInTheDocument();
        return;
      }
      await waitFor(() => expect(cards()).toHaveLength(Math.min(count, 10)));
      for (const card of cards()) expect(card).toHaveTextContent(stage);
    },
  );

  it('All stages counts every application, as the stages together and the subtitle do', async () => {
    await openAs('manager@demo.test', '/dashboard/hiring');
    await screen.findAllByTestId('application-row');
    await chipsCounted();
    const total = countOf(chip('All stages'));
    expect(STAGES.reduce((sum, stage) => sum + countOf(chip(stage)), 0)).toBe(total);
    expect(screen.getByText(`${total} applications across your locations`)).toBeInTheDocument();
  });
});

describe('/dashboard/hiring: search and filters', () => {
  it('a name search keeps that candidate’s applications, and Clear filters brings the rest back', async () => {
    const { user, location } = await openAs('manager@demo.test', '/dashboard/hiring');
    const all = (await boardCards()).length;
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Casey');
    await waitFor(() => expect(location()).toMatch(/q=Casey/));
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    await waitFor(() => expect(cards().length).toBeLessThan(all));
    for (const card of cards()) expect(card).toHaveTextContent('Casey Moreno');

    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zzqq');
    expect(
      await screen.findByText('No applications on this page match these filters'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cards()).toHaveLength(all));
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');
    expect(location()).not.toMatch(/q=/);
  });

  it('a position filter shows as many cards as its option counts, each for that position', async () => {
    const { user, location } = await openAs('manager@demo.test', '/dashboard/hiring');
    await screen.findAllByTestId('application-row');
    const select = screen.getByRole('combobox', { name: 'Position' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    const option = within(select).getAllByRole('option')[1] as HTMLOptionElement;
    const [, name, count] = /^(.+) \((\d+)\)$/.exec(option.textContent ?? '') ?? [];
    await user.selectOptions(select, option);
    expect(location()).toMatch(/position=/);
    await waitFor(() => expect(cards()).toHaveLength(Math.min(Number(count), 10)));
    for (const card of cards()) expect(card).toHaveTextContent(`${name} · `);
  });
});

describe('/dashboard/hiring: moving an application', () => {
  it('Move to Screening moves Casey, says so, and the chips count the move', async () => {
    const { user, detail } = await openCasey();
    await chipsCounted();
    const screening = countOf(chip('Screening'));
    const stages = within(detail).getByLabelText('Move to');
    expect(within(stages).queryByRole('option', { name: 'Applied' })).not.toBeInTheDocument();
    await user.selectOptions(stages, 'Screening');
    await user.click(within(detail).getByRole('button', { name: 'Move' }));
    expect(await within(detail).findByText('Casey Moreno moved to Screening')).toBeInTheDocument();
    await waitFor(() => expect(countOf(chip('Screening'))).toBe(screening + 1));
  });

  it('a move the server refuses says it did not go through', async () => {
    const { user, detail } = await openCasey();
    await failCalls('/v1/applications/*/stage');
    await user.selectOptions(within(detail).getByLabelText('Move to'), 'Offer');
    await user.click(within(detail).getByRole('button', { name: 'Move' }));
    expect(
      await within(detail).findByText('The move did not go through. Try again.'),
    ).toBeInTheDocument();
  });

  it('Rejected asks for an optional reason first, and the history keeps it', async () => {
    const { user, detail } = await openCasey();
    await user.selectOptions(within(detail).getByLabelText('Move to'), 'Rejected');
    await user.click(within(detail).getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Casey Moreno' });
    expect(within(dialog).getByText('Only your team sees the reason.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Reason \(optional\)/), 'Position filled');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(detail).findByText('Casey Moreno moved to Rejected')).toBeInTheDocument();
    expect(await within(detail).findByText('Reason: Position filled')).toBeInTheDocument();
  });

  it('Hired asks for a start date, and refuses to go on without one', async () => {
    const { user, detail } = await openCasey();
    await user.selectOptions(within(detail).getByLabelText('Move to'), 'Hired');
    await user.click(within(detail).getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hire Casey Moreno' });
    const start = within(dialog).getByLabelText(/^Start date/);
    await user.clear(start);
    await user.click(within(dialog).getByRole('button', { name: 'Hire' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a start date');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(detail).queryByText(/moved to/)).not.toBeInTheDocument();
  });
});

describe('/dashboard/hiring: proposing an interview', () => {
  it('a proposal needs a time; sent, it waits for the candidate to choose', async () => {
    const { user, detail } = await openCasey();
    expect(await within(detail).findByText('No interview proposed yet.')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Propose interview times' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose interview times' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove time 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Time 2' })).not.toBeInTheDocument();
    const first = within(dialog).getByRole('group', { name: 'Time 1' });
    await user.clear(within(first).getByLabelText('Starts at'));
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a day and a time.');
    await user.type(within(first).getByLabelText('Starts at'), '09:30');

    await user.click(within(dialog).getByRole('button', { name: 'Add another time' }));
    // The added time comes with a day and hour of its own.
    const added = within(dialog).getByRole('group', { name: 'Time 2' });
    expect(within(added).getByLabelText('Day')).not.toHaveValue('');
    expect(within(added).getByLabelText('Starts at')).not.toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(detail).findByText('Waiting for the candidate to choose:'),
    ).toBeInTheDocument();
  });
});
