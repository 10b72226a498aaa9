import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';
import { entryOf, refusalOf, sweep } from './sweep';
import { TEAM_DRIVERS } from './team-drivers';

sweep('schedule templates and shift swaps', TEAM_DRIVERS);

describe('a refused template save is worded by what refused it, not only by the field it names', () => {
  it.each([
    [400, 'A template with this name already exists. Choose another name.'],
    [403, "You don't have permission to do this. Ask your administrator if you need it."],
    [404, 'This is no longer there. Reload the page to see the latest.'],
  ])('answered %i naming the name', async (status, words) => {
    const endpoint = entryOf('scheduleTemplates.create')!;
    expect(refusalOf(endpoint, status).field).toBe('body.name');
    mockBackend().answer('POST', /\/schedule_templates$/, status, refusalOf(endpoint, status));
    const save = TEAM_DRIVERS['scheduleTemplates.create']!;
    const { user } = await renderRoute('/schedule', { as: 'manager@demo.test' });
    await save.ready!(user);
    await save.send(user);
    expect(await screen.findByText(words)).toBeInTheDocument();
  });
});
