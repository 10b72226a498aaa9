import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

const STAGE_NAMES = ['Applied', 'Screening', 'Interview', 'Offer', 'Hired', 'Rejected'];

describe('/dashboard/hiring offers only the moves that will work', () => {
  it('a hired application has no handle to drag it by and no Move to; the others have both', async () => {
    await renderRoute('/dashboard/hiring?stage=HIRED', { as: 'manager@demo.test' });
    const hired = await screen.findByRole('region', { name: 'Hired' });
    const rows = await within(hired).findAllByTestId('application-row');
    expect(rows.length).toBeGreaterThan(0);
    expect(within(hired).queryAllByTestId('drag-handle')).toHaveLength(0);
  });

  it('Move to lists every stage but the one the application is in', async () => {
    const { user } = await renderRoute('/dashboard/hiring?stage=INTERVIEW', {
      as: 'manager@demo.test',
    });
    const group = await screen.findByRole('region', { name: 'Interview' });
    expect(within(group).getAllByTestId('drag-handle').length).toBeGreaterThan(0);
    await user.click((await within(group).findAllByTestId('application-row'))[0]!);
    const detail = await screen.findByRole('complementary', { name: 'Application' });
    const select = await within(detail).findByRole('combobox', { name: /Move to/ });
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent)
      .filter((name) => STAGE_NAMES.includes(name ?? ''));
    expect(options).toEqual(STAGE_NAMES.filter((s) => s !== 'Interview'));
  });
});
