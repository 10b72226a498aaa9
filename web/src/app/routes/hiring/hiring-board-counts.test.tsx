import type { Application } from '@ws/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';

const STAGES = ['Applied', 'Screening', 'Interview', 'Offer', 'Hired', 'Rejected'];
const applicationCalls = () =>
  mockBackend()
    .calls.filter((c) => c.path.startsWith('/v1/employer_applications?'))
    .map((c) => new URL(c.path, 'http://api').searchParams);

/** Each stage's header count and the cards under it, once the board has drawn. */
async function groups() {
  await screen.findAllByTestId('application-row');
  return STAGES.map((name) => {
    const region = screen.getByRole('region', { name });
    return {
      name,
      region,
      count: Number(within(region).getByTestId('stage-count').textContent),
      cards: within(region).queryAllByTestId('application-row').length,
    };
  });
}

const fake = (n: number): Application => ({
  id: `app-fake-${n}`,
  stage: 'APPLIED',
  applied_at: new Date(Date.now() - n * 3_600_000).toISOString(),
  updated_at: new Date(Date.now() - n * 3_600_000).toISOString(),
  archived: false,
  candidate: { id: `c-fake-${n}`, first_name: 'Pat', last_name: `Number ${n}` },
  brand: { id: 'CH-1-1-1', name: 'Boston Grill' },
  position: { id: 'po-1', name: 'Server' },
  unread_count: 0,
});

describe('/dashboard/hiring counts equal what is shown', () => {
  it('[R9-03] every stage header of manager@demo.test’s board counts the cards under it, each stage asked 10 from offset 0', async () => {
    await renderRoute('/dashboard/hiring', { as: 'manager@demo.test' });
    const shown = await groups();
    for (const g of shown) expect(g.cards, `${g.name} ${g.count}`).toBe(g.count);
    expect(shown.reduce((sum, g) => sum + g.cards, 0)).toBe(15);
    const calls = applicationCalls();
    expect(new Set(calls.map((q) => q.get('stage')))).toEqual(
      new Set(['APPLIED', 'SCREENING', 'INTERVIEW', 'OFFER', 'HIRED', 'REJECTED']),
    );
    for (const q of calls) {
      expect(q.get('offset')).toBe('0');
      expect(q.get('limit')).toBe('10');
    }
  });

  it('Show archived asks every stage for archived applications too and starts each stage again at its first page', async () => {
    const { user } = await renderRoute('/dashboard/hiring', { as: 'manager@demo.test' });
    await groups();
    await user.click(screen.getByLabelText('Show archived'));
    expect(screen.getByLabelText('Show archived')).toBeChecked();
    await screen.findAllByTestId('application-row');
    const archived = applicationCalls().filter((q) => q.get('include_archived') === 'true');
    expect(archived.map((q) => q.get('stage')).sort()).toEqual([
      'APPLIED',
      'HIRED',
      'INTERVIEW',
      'OFFER',
      'REJECTED',
      'SCREENING',
    ]);
    for (const q of archived) expect(q.get('offset')).toBe('0');
  });

  it('the whole group’s board (45 applications) counts the cards under every header too', async () => {
    await renderRoute('/dashboard/hiring', { as: 'enterprise@demo.test' });
    const shown = await groups();
    for (const g of shown) expect(g.cards, `${g.name} ${g.count}`).toBe(g.count);
    expect(shown.reduce((sum, g) => sum + g.cards, 0)).toBe(45);
  });

  it('[R9-03] a stage of more than 10 pages inside its group: its header keeps the stage’s count, its pager says which are shown', async () => {
    const page = (offset: number, rows: Application[]) =>
      mockBackend().answer(
        'GET',
        new RegExp(`^/v1/employer_applications\\?.*offset=${offset}&.*stage=APPLIED`),
        200,
        { status_code: 200, data: { applications: rows, total: 12, offset, limit: 10 } },
      );
    const all = Array.from({ length: 12 }, (_, n) => fake(n + 1));
    page(0, all.slice(0, 10));
    page(10, all.slice(10));
    const { user } = await renderRoute('/dashboard/hiring', { as: 'manager@demo.test' });
    let applied = (await groups())[0]!;
    expect(applied.count).toBe(12);
    expect(applied.cards).toBe(10);
    expect(within(applied.region).getByText('1–10 of 12')).toBeInTheDocument();
    const others = (await groups()).slice(1);
    for (const g of others) expect(g.cards).toBe(g.count);

    await user.click(within(applied.region).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('11–12 of 12')).toBeInTheDocument();
    applied = (await groups())[0]!;
    expect(applied.cards).toBe(2);
    expect(
      applicationCalls().some((q) => q.get('stage') === 'APPLIED' && q.get('offset') === '10'),
    ).toBe(true);
    // The other stages stay on their first page.
    for (const g of (await groups()).slice(1)) expect(g.cards).toBe(g.count);
  });
});
