import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';
import { expectNoRawText } from '../../../testing/route-helpers';

const MEMBER = 'candidate@demo.test';
const ANSWER = /^\/v1\/me\/offers\/[^/]+\/(accept|decline)$/;

/** The member dashboard's job offers card, once the offers are in. */
async function offersCard() {
  const heading = await screen.findByRole('heading', { name: 'Job offers', level: 2 });
  return heading.closest('section')!;
}

/** The pipeline the server holds for the seeded offer's application, as the manager's side reads it. */
async function seededApplication() {
  const backend = mockBackend();
  const { accessToken } = await backend.tokensFor('halo@demo.test');
  const answer = await backend.app.inject({
    method: 'GET',
    url: '/v1/applications/ap-offer-1/pipeline',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return (answer.json() as { data: { application: { stage: string }; employee_id: string | null } })
    .data;
}

describe('/dashboard/member: a job offer to accept or decline', () => {
  it('the seeded offer shows its terms; accepting it hires: the card empties and the application is hired', async () => {
    const { user } = await renderRoute('/dashboard/member', { as: MEMBER });
    const card = await offersCard();
    const terms = within(card).getByTestId('offer-answer');
    expect(within(terms).getByText('$17.50 an hour')).toBeVisible();
    expect(within(terms).getByText('We would love to have you on the team.')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Accept offer' }));
    expect(await screen.findByText('Hired')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Job offers', level: 2 })).toBeNull();
    const pipeline = await seededApplication();
    expect(pipeline.application.stage).toBe('HIRED');
    expect(pipeline.employee_id).not.toBeNull();
  });

  it('declining asks an optional reason; the application is rejected', async () => {
    const { user } = await renderRoute('/dashboard/member', { as: MEMBER });
    const card = await offersCard();
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    await user.type(
      within(card).getByLabelText('Why are you declining? (optional)'),
      'I took another job',
    );
    await user.click(within(card).getByRole('button', { name: 'Decline offer' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Job offers', level: 2 })).toBeNull(),
    );
    expect((await seededApplication()).application.stage).toBe('REJECTED');
  });

  it('on the application itself the offer is there to answer too', async () => {
    await renderRoute('/dashboard/member?application=ap-offer-1', { as: MEMBER });
    const detail = await screen.findByRole('complementary', { name: 'Application' });
    const heading = await within(detail).findByRole('heading', { name: 'Job offer' });
    const section = heading.closest('section')!;
    expect(within(section).getByText('Offer sent')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Accept offer' })).toBeVisible();
  });

  it('an offer answered meanwhile (409) is said in words, with no code or path', async () => {
    mockBackend().answer('POST', ANSWER, 409, {
      status_code: 409,
      error: 'CONFLICT',
      message: 'This offer was already withdrawn',
      field: 'params.offerId',
    });
    const { user } = await renderRoute('/dashboard/member', { as: MEMBER });
    const card = await offersCard();
    await user.click(within(card).getByRole('button', { name: 'Accept offer' }));
    expect(
      await within(card).findByText('This offer was already answered or withdrawn.'),
    ).toBeVisible();
    expectNoRawText();
  });

  it('no open offer: the card is not there', async () => {
    mockBackend().answer('GET', /^\/v1\/me\/offers$/, 200, {
      status_code: 200,
      data: { offers: [] },
    });
    await renderRoute('/dashboard/member', { as: MEMBER });
    await screen.findByText('4 applications');
    expect(screen.queryByRole('heading', { name: 'Job offers', level: 2 })).toBeNull();
  });
});
