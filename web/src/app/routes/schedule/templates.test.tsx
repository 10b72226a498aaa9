import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';
import {
  expectNoRawText,
  expectTryAgainRecovers,
  failCalls,
  refuseField,
} from '../../../testing/route-helpers';

/** A week far from the seeded ones: nothing is scheduled there, so a template lands whole. */
const EMPTY_WEEK = '2030-01-14';
const TEMPLATES = /^\/v1\/brands\/[^/]+\/schedule_templates/;

async function openTemplates(week = EMPTY_WEEK) {
  const view = await renderRoute(`/schedule?week=${week}`, { as: 'manager@demo.test' });
  await view.user.click(await screen.findByRole('button', { name: 'Templates' }));
  const dialog = await screen.findByRole('dialog', { name: 'Schedule templates' });
  return { ...view, dialog };
}

const saveForm = (dialog: HTMLElement) =>
  within(dialog)
    .getByRole('heading', { name: /^Save the week of / })
    .closest('section')!;

describe('/schedule templates', () => {
  it('applies the seeded template to an empty week: shifts added, and the skipped one said in words', async () => {
    const { user, dialog } = await openTemplates();
    expect(within(dialog).getByText(/to the week of Mon, Jan 14/)).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Apply: Standard week' }));
    const result = (
      await within(dialog).findByText(/^Standard week applied\./)
    ).closest<HTMLElement>('[role="status"]')!;
    expect(result).toHaveTextContent(/^Standard week applied\. \d+ shifts added, \d+ skipped\./);
    // The seeded week-day-only person's Sunday shift: outside their availability.
    const skips = within(result).getAllByRole('listitem');
    expect(skips.length).toBeGreaterThan(0);
    for (const skip of skips)
      expect(skip).toHaveTextContent(/^\S+ \S+ is not available on Sun, Jan 20\.$/);
    expect(result).toHaveTextContent('Added shifts are drafts');
    expectNoRawText(dialog);
    await user.keyboard('{Escape}');
    expect(await screen.findByText(/\d+ unpublished shifts/)).toBeInTheDocument();
  });

  it('each kind of skip reads as a sentence naming the person and the day', async () => {
    const skip = (name: string, date: string, reason: string) => ({
      user_id: 'e-1',
      name,
      date,
      reason,
    });
    mockBackend().answer('POST', /\/apply$/, 200, {
      status_code: 200,
      data: {
        week_start: '2026-11-23',
        added: 3,
        skipped: [
          skip('Ana Lee', '2026-11-24', 'TIME_OFF'),
          skip('Bo Chan', '2026-11-25', 'UNAVAILABLE'),
          skip('Cy Diaz', '2026-11-26', 'OVERLAP'),
          skip('Di Egan', '2026-11-27', 'NOT_SCHEDULABLE'),
        ],
      },
    });
    const { user, dialog } = await openTemplates();
    await user.click(await within(dialog).findByRole('button', { name: 'Apply: Standard week' }));
    const summary = await within(dialog).findByText(/^Standard week applied\./);
    expect(summary).toHaveTextContent('Standard week applied. 3 shifts added, 4 skipped.');
    const result = summary.closest<HTMLElement>('[role="status"]')!;
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ana Lee is on time off on Tue, Nov 24.',
      'Bo Chan is not available on Wed, Nov 25.',
      'Cy Diaz already has a shift that overlaps on Thu, Nov 26.',
      'Di Egan can no longer be scheduled (Fri, Nov 27).',
    ]);
    expectNoRawText(dialog);
  });

  it('an empty list says so, and tells how to make the first template', async () => {
    mockBackend().answer('GET', TEMPLATES, 200, { status_code: 200, data: { templates: [] } });
    const { dialog } = await openTemplates();
    expect(await within(dialog).findByText('No templates yet')).toBeInTheDocument();
    expect(within(dialog).getByText(/Save a week below/)).toBeInTheDocument();
  });

  it('a list that fails to load says so, and Try again brings it back', async () => {
    await failCalls('/v1/brands/*/schedule_templates');
    const { user, dialog } = await openTemplates();
    await expectTryAgainRecovers(user, 'The templates could not be loaded.', () =>
      within(dialog).findByText('Standard week'),
    );
  });

  it('saving checks the name first, then says in words a taken name or a week with nothing to save', async () => {
    const { user, dialog } = await openTemplates();
    const form = saveForm(dialog);
    const name = within(form).getByRole('textbox', { name: 'Template name' });
    await user.click(within(form).getByRole('button', { name: 'Save template' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Give the template a name.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    const saves = () =>
      mockBackend().calls.filter((c) => c.method === 'POST' && TEMPLATES.test(c.path));
    expect(saves()).toEqual([]);

    await user.type(name, 'standard week');
    await user.click(within(form).getByRole('button', { name: 'Save template' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A template with this name already exists. Choose another name.',
    );

    await user.clear(name);
    await user.type(name, 'Holiday week');
    await user.click(within(form).getByRole('button', { name: 'Save template' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /^This week has no shifts to save yet\./,
    );
    expectNoRawText(dialog);
  });

  it('saves the shown week under a name, and the list shows it first', async () => {
    const { user, dialog } = await openTemplates('');
    const form = saveForm(dialog);
    await user.type(within(form).getByRole('textbox', { name: 'Template name' }), 'Busy week');
    await user.click(within(form).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Saved the template Busy week.')).toBeInTheDocument();
    const names = (await within(dialog).findAllByRole('listitem')).map(
      (item) => item.querySelector('strong')?.textContent,
    );
    expect(names).toEqual(['Busy week', 'Standard week']);
  });

  it('renames a template, then deletes it after asking', async () => {
    const { user, dialog } = await openTemplates();
    await user.click(await within(dialog).findByRole('button', { name: 'Rename: Standard week' }));
    const field = within(dialog).getByRole('textbox', { name: 'New name for Standard week' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Core week{Enter}');
    expect(await within(dialog).findByText('Core week')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete: Core week' }));
    const ask = within(dialog).getByRole('group', { name: /^Delete Core week\?/ });
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('No templates yet')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Saved templates' })).toHaveFocus();
  });

  it('a template gone meanwhile: applying it says so in words beside it, with no code or path', async () => {
    refuseField('POST', /\/apply$/, 'body.week_start', 'must be a Monday');
    mockBackend().answer('POST', /\/apply$/, 404, {
      status_code: 404,
      error: 'NOT_FOUND',
      message: 'No tpl-CH-1-1-1-1 here',
      field: 'params.templateId',
    });
    const { user, dialog } = await openTemplates();
    await user.click(await within(dialog).findByRole('button', { name: 'Apply: Standard week' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expectNoRawText(dialog);
    expect(dialog.textContent).not.toMatch(/tpl-/);
  });
});
