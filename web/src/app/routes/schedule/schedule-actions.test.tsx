import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { daysOfWeek, weekFromParam } from '../../../features/schedule/week';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';

interface Person {
  id: string;
  first_name: string;
  last_name: string;
  status: string;
  schedulable: boolean;
}

const LOCATION = 'CH-1-1-1';
const addButtons = (row: HTMLElement) =>
  within(row).queryAllByRole('button', { name: /^Add a shift for / });

/** The location's people as the manager's brand list gives them (status included). */
async function people(): Promise<Person[]> {
  const backend = mockBackend();
  const { accessToken } = await backend.tokensFor('manager@demo.test');
  const answer = await backend.app.inject({
    method: 'GET',
    url: `/v1/brands/${LOCATION}/users?include_children=true`,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return answer.json<{ data: Person[] }>().data;
}

describe('/schedule offers "+" only where a shift can be booked', () => {
  it('no "+" for someone on leave, none on a day of approved time off, and seven for someone free all week', async () => {
    const team = (await people()).filter((p) => p.schedulable);
    const away = team.find((p) => p.status !== 'ACTIVE');
    const [off, free] = team.filter((p) => p.status === 'ACTIVE');
    expect(away && off && free).toBeTruthy();
    const week = weekFromParam(null);
    const wednesday = daysOfWeek(week)[2]!;
    // The week's time off: one approved day for one person (pending requests still leave "+").
    mockBackend().answer('GET', /^\/v1\/brands\/[^/]+\/time_off\?/, 200, {
      status_code: 200,
      data: {
        week_start: week,
        time_off: [
          {
            id: 'to-test',
            person_id: off!.id,
            name: `${off!.first_name} ${off!.last_name}`,
            start_date: wednesday,
            end_date: wednesday,
            reason: null,
            status: 'APPROVED',
            requested_at: new Date().toISOString(),
            decided_at: new Date().toISOString(),
            employee_ids: [off!.id],
          },
        ],
        availability: [],
      },
    });
    await renderRoute(`/schedule?week=${week}`, { as: 'manager@demo.test' });
    const table = await screen.findByRole('table');
    const rowOf = async (p: Person) =>
      (
        await within(table).findByRole('rowheader', {
          name: new RegExp(`${p.first_name} ${p.last_name}`),
        })
      ).closest('tr')!;

    const awayRow = await rowOf(away!);
    expect(addButtons(awayRow)).toHaveLength(0);
    expect(within(awayRow).getByText(/On leave/)).toBeInTheDocument();

    const offRow = await rowOf(off!);
    expect(addButtons(offRow)).toHaveLength(6);
    const blocked = offRow.querySelector('[data-blocked="true"]') as HTMLElement;
    expect(blocked).toHaveTextContent('Time off');
    expect(within(blocked).queryByRole('button', { name: /^Add a shift for / })).toBeNull();

    expect(addButtons(await rowOf(free!))).toHaveLength(7);
  });
});
