import type { Application } from '@ws/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';
import { boardCards } from '../../../testing/route-helpers';

const STAGES = ['Applied', 'Screening', 'Interview', 'Offer', 'Hired', 'Rejected'];
const STAGE_IDS = ['APPLIED', 'SCREENING', 'INTERVIEW', 'OFFER', 'HIRED', 'REJECTED'] as const;
const BOARD = /^\/v1\/brands\/[^/]+\/applications\/board\?/;
const queries = (test: (path: string) => boolean) =>
  mockBackend()
    .calls.filter((c) => test(c.path))
    .map((c) => new URL(c.path, 'http://api').searchParams);
/** A stage's own page (the board's first pages come in one call). */
const applicationCalls = () => queries((path) => path.startsWith('/v1/employer_applications?'));
const boardCalls = () => queries((path) => BOARD.test(path));

/** Each stage's header count and the cards under it, once the board has drawn. */
async function groups() {
  await boardCards();
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
  it('[R9-03] every stage header of manager@demo.test’s board counts the cards under it, the first 10 of every stage asked in one call', async () => {
    await renderRoute('/dashboard/hiring', { as: 'manager@demo.test' });
    const shown = await groups();
    for (const g of shown) expect(g.cards, `${g.name} ${g.count}`).toBe(g.count);
    expect(shown.reduce((sum, g) => sum + g.cards, 0)).toBe(15);
    expect(boardCalls().length).toBeGreaterThan(0);
    for (const q of boardCalls()) expect(q.get('limit') ?? '10').toBe('10');
    expect(applicationCalls()).toEqual([]);
  });

  it('the board’s first pages and counts are asked for once, before the frame is drawn, and not at all without hiring', async () => {
    await renderRoute('/dashboard/hiring', { as: 'manager@demo.test' });
    await groups();
    const paths = mockBackend().calls.map((c) => c.path);
    const board = paths.findIndex((path) => BOARD.test(path));
    expect(paths.filter((path) => BOARD.test(path))).toHaveLength(1);
    expect(paths.filter((path) => path.includes('/applications/summary?'))).toHaveLength(1);
    // The header's news feed is asked for when the frame is drawn; the board before it.
    expect(board).toBeLessThan(paths.findIndex((path) => path.includes('/news_feed')));
    const before = mockBackend().calls.length;
    await renderRoute('/dashboard/hiring', { as: 'scheduler@demo.test' });
    await screen.findByTestId('no-access');
    expect(
      mockBackend()
        .calls.slice(before)
        .filter((c) => BOARD.test(c.path)),
    ).toEqual([]);
  });

  it('Show archived asks the board’s first pages again with archived applications too', async () => {
    const { user } = await renderRoute('/dashboard/hiring', { as: 'manager@demo.test' });
    await groups();
    await user.click(screen.getByLabelText('Show archived'));
    expect(screen.getByLabelText('Show archived')).toBeChecked();
    await screen.findAllByTestId('application-row');
    const archived = boardCalls().filter((q) => q.get('include_archived') === 'true');
    expect(archived.length).toBeGreaterThan(0);
    expect(applicationCalls()).toEqual([]);
  });

  it('the whole group’s board (45 applications) counts the cards under every header too', async () => {
    await renderRoute('/dashboard/hiring', { as: 'enterprise@demo.test' });
    const shown = await groups();
    for (const g of shown) expect(g.cards, `${g.name} ${g.count}`).toBe(g.count);
    expect(shown.reduce((sum, g) => sum + g.cards, 0)).toBe(45);
  });

  it('[R9-03] a stage of more than 10 pages inside its group: its header keeps the stage’s count, its pager says which are shown', async () => {
    const all = Array.from({ length: 12 }, (_, n) => fake(n + 1));
    const page = (offset: number) => ({
      applications: all.slice(offset, offset + 10),
      total: 12,
      offset,
      limit: 10,
    });
    const none = { applications: [], total: 0, offset: 0, limit: 10 };
    const stages = STAGE_IDS.map((stage) => ({ stage, ...(stage === 'APPLIED' ? page(0) : none) }));
    mockBackend().answer('GET', BOARD, 200, { status_code: 200, data: { stages } });
    mockBackend().answer('GET', /^\/v1\/employer_applications\?.*offset=10&.*stage=APPLIED/, 200, {
      status_code: 200,
      data: page(10),
    });
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
