import type { MyShift } from '@ws/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '../../../config/env';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute, signInAs } from '../../../testing/render-route';

const MEMBER = 'candidate@demo.test';
const start = (s: MyShift) => Date.parse(s.start);
const underWayAt = (at: number) => (s: MyShift) => start(s) <= at && at < Date.parse(s.end);

/** The member's published shifts this week, as the server lists them. */
async function memberShifts(): Promise<MyShift[]> {
  const backend = mockBackend();
  const { accessToken } = await backend.tokensFor(MEMBER);
  const answer = await backend.app.inject({
    method: 'GET',
    url: '/v1/me/shifts',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return answer.json<{ data: { shifts: MyShift[] } }>().data.shifts;
}

describe('/my-schedule offers only what will work', () => {
  it('Clock out shows on the one shift under way by the server’s clock, marked so, and on no shift that ended', async () => {
    const shifts = await memberShifts();
    // The week's first shift not under way by this machine's clock: the server's clock is put in
    // it, so a screen reading its own clock would offer another shift, or several.
    const target = [...shifts]
      .sort((a, b) => start(a) - start(b))
      .find((s) => !underWayAt(Date.now())(s));
    expect(target).toBeDefined();
    const at = start(target!) + 60_000;
    const userId = await signInAs(MEMBER);
    const backend = mockBackend();
    await backend.app.inject({
      method: 'PUT',
      url: '/__sim/clock',
      payload: { now: new Date(at).toISOString() },
    });
    // What Amplify measures at sign-in: how far the server's clock is from this one.
    localStorage.setItem(
      `CognitoIdentityServiceProvider.${env.userPoolClientId}.${userId}.clockDrift`,
      String(at - Date.now()),
    );
    await renderRoute('/my-schedule');

    const list = (await screen.findByRole('heading', { name: 'Your shifts' })).closest('section')!;
    await within(list).findAllByText(/·/);
    const offered = within(list)
      .queryAllByRole('button', { name: 'Clock out' })
      .map((b) => b.closest('[data-shift-id]')?.getAttribute('data-shift-id'));
    const expected = shifts.filter(underWayAt(at)).map((s) => s.id);
    expect(offered.sort()).toEqual(expected.sort());
    expect(offered).toContain(target!.id);
    const line = list.querySelector(`[data-shift-id="${target!.id}"]`) as HTMLElement;
    expect(within(line).getByText('Under way now')).toBeInTheDocument();
  });
});
