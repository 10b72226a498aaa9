import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { expectNoRawText, openAs, refuseField } from '../../../testing/route-helpers';

const MANAGER = 'manager@demo.test';
const OFFERS = /^\/v1\/applications\/[^/]+\/offers$/;

/** manager@demo.test's board with one application open beside it, and its offer section. */
async function openApplication(applicationId: string) {
  const view = await openAs(MANAGER, `/dashboard/hiring?application=${applicationId}`);
  const detail = await screen.findByRole('complementary', { name: 'Application' });
  const heading = await within(detail).findByRole('heading', { name: 'Job offer' });
  return { ...view, detail, section: heading.closest('section')! };
}

/** The offer form opened from the section, filled with a pay. */
async function fillOffer(user: UserEvent, section: HTMLElement, pay: string) {
  await user.click(within(section).getByRole('button', { name: 'Send an offer' }));
  const dialog = await screen.findByRole('dialog', { name: /^Offer the job to / });
  const rate = await within(dialog).findByLabelText('Pay an hour (USD)');
  if (pay) await user.type(rate, pay);
  return dialog;
}

describe('/dashboard/hiring: the job offer in the pipeline panel', () => {
  it('no offer yet: the manager sends one (the job’s position by default); it reads as sent, the stage moves to Offer, and it can be withdrawn', async () => {
    const { user, detail, section } = await openApplication('ap-8');
    expect(within(section).getByText('No offer sent yet.')).toBeVisible();
    const dialog = await fillOffer(user, section, '18.50');
    const position = within(dialog).getByLabelText<HTMLSelectElement>('Position');
    expect(position.selectedOptions[0]?.textContent).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Note to the candidate (optional)'), 'Welcome');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(section).findByText('Offer sent')).toBeVisible();
    expect(within(section).getByText('$18.50 an hour')).toBeVisible();
    expect(within(section).getByText('Welcome')).toBeVisible();
    const history = within(detail).getByTestId('stage-history');
    expect(await within(history).findByText('Offer')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Withdraw the offer' }));
    expect(await within(section).findByText('Offer withdrawn')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Send an offer' })).toBeVisible();
    expectNoRawText();
  });

  it('moving an application to Offer opens the offer form instead of moving it bare', async () => {
    const { user, detail } = await openApplication('ap-8');
    await user.selectOptions(within(detail).getByLabelText('Move to'), 'Offer');
    await user.click(within(detail).getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: /^Offer the job to / });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the seeded open offer reads as sent, with its terms and the withdraw button', async () => {
    const { section } = await openApplication('ap-5');
    expect(within(section).getByText('Offer sent')).toBeVisible();
    expect(within(section).getByText('$16.00 an hour')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Withdraw the offer' })).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Send an offer' })).toBeNull();
  });

  it('while the offers are still read, the section says nothing of them and offers no Send button', async () => {
    await mockBackend().fault({
      kind: 'latency',
      pattern: '/v1/applications/*/offers',
      min_ms: 800,
      max_ms: 800,
    });
    await openAs(MANAGER, '/dashboard/hiring?application=ap-5');
    const detail = await screen.findByRole('complementary', { name: 'Application' });
    expect(await within(detail).findByTestId('stage-history')).toBeVisible();
    expect(within(detail).queryByTestId('offer-section')).toBeNull();
    expect(within(detail).queryByRole('button', { name: 'Send an offer' })).toBeNull();
    expect(await within(detail).findByText('Offer sent')).toBeVisible();
  });

  it('offers that cannot be read are said in words, with no Send button', async () => {
    await mockBackend().fault({ kind: 'error', pattern: '/v1/applications/*/offers', share: 1 });
    const { section } = await openApplication('ap-5');
    expect(within(section).queryByRole('button', { name: 'Send an offer' })).toBeNull();
    expect(within(section).queryByText('No offer sent yet.')).toBeNull();
    expect(section.textContent).not.toBe('Job offer');
    expectNoRawText();
  });

  it('a declined offer shows when, and the candidate’s reason', async () => {
    const declined = {
      id: 'of-9',
      application_id: 'ap-5',
      status: 'DECLINED',
      brand: { id: 'CH-1-1-1', name: 'Harbor Cafe' },
      position: { id: 'po-1', name: 'Server' },
      start_date: '2030-01-07',
      hourly_rate: 16,
      currency_code: 'USD',
      note: '',
      sent_at: '2029-12-20T10:00:00.000Z',
      sent_by: { id: 'u-manager', name: 'Morgan Lee' },
      answered_at: '2029-12-21T10:00:00.000Z',
      decline_reason: 'I took another job',
    };
    mockBackend().answer('GET', OFFERS, 200, {
      status_code: 200,
      data: {
        offers: [declined],
        currency_code: 'USD',
        default_position_id: 'po-1',
        positions: [{ id: 'po-1', name: 'Server' }],
      },
    });
    const { section } = await openApplication('ap-5');
    expect(within(section).getByText('Offer declined')).toBeVisible();
    expect(within(section).getByText('Reason given: I took another job')).toBeVisible();
    expect(within(section).getByTestId('offer-state')).toHaveTextContent(/Dec/);
  });

  it('a start date in the past and pay of 0 are refused in words at their fields, before sending', async () => {
    const { user, section } = await openApplication('ap-8');
    const dialog = await fillOffer(user, section, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByText('Enter pay above 0.')).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Pay an hour (USD)'));
    await user.type(within(dialog).getByLabelText('Pay an hour (USD)'), '15');
    // The date picker takes YYYY-MM-DD while focused, as a person types it.
    const start = within(dialog).getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '2020-01-06{Tab}');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByText('The start date must be today or later.')).toBeVisible();
    expect(mockBackend().calls.some((c) => c.method === 'POST' && OFFERS.test(c.path))).toBe(false);
  });

  it.each([
    ['start_date', 'body.start_date', 'The start date must be today or later.'],
    ['hourly_rate', 'body.hourly_rate', 'Enter pay above 0.'],
    [
      'the stage',
      'params.applicationId',
      'Only an application in screening or interview can get an offer.',
    ],
  ])(
    'the server refusing %s is said in words, with no code or path',
    async (_what, field, words) => {
      refuseField('POST', OFFERS, field, 'refused');
      const { user, section } = await openApplication('ap-8');
      const dialog = await fillOffer(user, section, '15');
      await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
      expect(await within(dialog).findByText(words)).toBeVisible();
      expectNoRawText();
    },
  );

  it('an offer sent meanwhile by someone else (409) is said in words', async () => {
    const { user, section } = await openApplication('ap-8');
    const dialog = await fillOffer(user, section, '15');
    // Another manager's offer lands first, straight at the server.
    const { app, tokensFor } = mockBackend();
    const headers = { authorization: `Bearer ${(await tokensFor(MANAGER)).accessToken}` };
    const payload = { position_id: 'po-1', start_date: '2030-01-07', hourly_rate: 20 };
    const url = '/v1/applications/ap-8/offers';
    expect((await app.inject({ method: 'POST', url, headers, payload })).statusCode).toBe(200);
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(
      await within(dialog).findByText(
        'This application already has an open offer: withdraw it first.',
      ),
    ).toBeVisible();
  });
});
