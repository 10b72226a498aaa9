import type { api } from '@ws/contracts';
import { admittedTo } from '../db/applications.ts';
import type { OfferRow } from '../db/hiring/offer-rows.ts';
import {
  addOffer,
  currencyOf,
  moveBy,
  offerPositions,
  offersOf,
  openOfferOf,
  toOffer,
} from '../db/hiring/offers.ts';
import { hireCandidate } from '../db/hiring/pipeline.ts';
import { notify } from '../db/notifications/notify.ts';
import { localDay } from '../db/scheduling/time.ts';
import type { ApplicationRow, World } from '../db/types.ts';
import { must } from './caller.ts';
import type { AreaHandlers } from './define-routes.ts';
import { fail, ok } from './define-routes.ts';
import { invalid, notFound } from './replies.ts';

/**
 * Screening or interview: far enough along that the employer knows whom they offer the job to;
 * an application already in the offer stage with no open offer (moved there on the board, or its
 * offer withdrawn) may get one too.
 */
const OFFERABLE = new Set(['SCREENING', 'INTERVIEW', 'OFFER']);

const STATUS_WORDS = { ACCEPTED: 'accepted', DECLINED: 'declined', WITHDRAWN: 'withdrawn' };
const settled = (row: OfferRow) =>
  fail(
    409,
    'CONFLICT',
    `This offer was already ${STATUS_WORDS[row.status as keyof typeof STATUS_WORDS]}`,
    'params.offerId',
  );

/** An offer sent or withdrawn is told to its candidate, as from the brand; the offer is the answer. */
function tellCandidate(
  world: World,
  row: OfferRow,
  kind: 'OFFER_SENT' | 'OFFER_WITHDRAWN',
  at: number,
) {
  const application = world.applications.get(row.application_id);
  if (application) {
    const subject = world.brands.get(application.brand_id)?.name ?? application.brand_id;
    notify(world, application.candidate_id, {
      kind,
      subject,
      application_id: row.application_id,
      at,
    });
  }
  return ok(toOffer(world, row));
}
const candidateName = (world: World, application: ApplicationRow) => {
  const user = world.users.get(application.candidate_id);
  return `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim();
};

/** The caller's own offer and its application, or nothing: another candidate's offer is not theirs to know of. */
function ownOffer(world: World, userId: string, offerId: string) {
  const row = world.extensions.offers.rows.get(offerId);
  const application = row && world.applications.get(row.application_id);
  return row && application?.candidate_id === userId ? { row, application } : undefined;
}

/** An open offer whose application has left the offer stage (moved on the board) can no longer be answered. */
const moved = () =>
  fail(409, 'CONFLICT', 'The application is no longer at the offer stage', 'params.offerId');

/**
 * The candidate's answer to their own open offer: `apply` settles it, moves the application and
 * says which way it went, which the employer who sent it hears.
 */
function answer(
  world: World,
  userId: string,
  offerId: string,
  now: number,
  apply: (row: OfferRow, application: ApplicationRow) => 'APPROVED' | 'DECLINED',
) {
  const own = ownOffer(world, userId, offerId);
  if (!own) return notFound('params.offerId', offerId);
  const { row, application } = own;
  if (row.status !== 'SENT') return settled(row);
  if (application.stage !== 'OFFER') return moved();
  row.answered_at = now;
  const decision = apply(row, application);
  notify(world, row.sent_by, {
    kind: 'OFFER_ANSWERED',
    subject: candidateName(world, application),
    application_id: application.id,
    decision,
    at: now,
  });
  return ok(toOffer(world, row));
}

export const offersHandlers: AreaHandlers<typeof api.offers> = {
  ofApplication: ({ world, caller, params }) => {
    const { application } = admittedTo(world, must(caller), params.applicationId);
    return ok({
      offers: offersOf(world, application.id).map((o) => toOffer(world, o)),
      currency_code: currencyOf(world, application.brand_id),
      default_position_id: application.position_id,
      positions: offerPositions(world),
    });
  },

  send: ({ world, caller, params, body, now }) => {
    const user = must(caller);
    const { application } = admittedTo(world, user, params.applicationId);
    if (openOfferOf(world, application.id))
      return fail(
        409,
        'CONFLICT',
        'This application already has an open offer: withdraw it first',
        'params.applicationId',
      );
    if (!OFFERABLE.has(application.stage))
      return invalid({
        field: 'params.applicationId',
        message: `an offer needs an application in screening or interview; this one is ${application.stage.toLowerCase()}`,
      });
    const position = world.positions.get(body.position_id);
    if (!position || position.archived) return notFound('body.position_id', body.position_id);
    const timeZone = world.brands.get(application.brand_id)?.timezone ?? 'UTC';
    if (body.start_date < localDay(now, timeZone))
      return invalid({ field: 'body.start_date', message: 'must be today or later' });
    const from = application.stage as OfferRow['from_stage'];
    if (application.stage !== 'OFFER') moveBy(world, application, user.id, 'OFFER', now);
    const row = addOffer(world, {
      application_id: application.id,
      status: 'SENT',
      position_id: position.id,
      start_date: body.start_date,
      hourly_rate: body.hourly_rate,
      currency_code: currencyOf(world, application.brand_id),
      note: body.note,
      sent_at: now,
      sent_by: user.id,
      answered_at: null,
      decline_reason: null,
      from_stage: from,
    });
    return tellCandidate(world, row, 'OFFER_SENT', now);
  },

  withdraw: ({ world, caller, params, now }) => {
    const user = must(caller);
    const { application } = admittedTo(world, user, params.applicationId);
    const row = openOfferOf(world, application.id);
    if (!row)
      return fail(409, 'CONFLICT', 'This application has no open offer', 'params.applicationId');
    row.status = 'WITHDRAWN';
    row.answered_at = now;
    if (application.stage === 'OFFER' && row.from_stage !== 'OFFER')
      moveBy(world, application, user.id, row.from_stage, now);
    return tellCandidate(world, row, 'OFFER_WITHDRAWN', now);
  },

  mine: ({ world, caller }) => {
    const ids = world.applicationsByCandidate.get(must(caller).id) ?? [];
    const rows = ids.flatMap((id) => offersOf(world, id));
    const open = (o: OfferRow) => (o.status === 'SENT' ? 0 : 1);
    rows.sort((a, b) => open(a) - open(b) || b.sent_at - a.sent_at);
    return ok({ offers: rows.map((o) => toOffer(world, o)) });
  },

  accept: ({ world, caller, params, now }) =>
    answer(world, must(caller).id, params.offerId, now, (row, application) => {
      row.status = 'ACCEPTED';
      // The pipeline's own hire makes the employee; the offer's position then stands for the job's.
      const employee = hireCandidate(world, application, row.start_date);
      employee.position_id = row.position_id;
      moveBy(world, application, application.candidate_id, 'HIRED', now, {
        start_date: row.start_date,
      });
      return 'APPROVED';
    }),

  decline: ({ world, caller, params, body, now }) =>
    answer(world, must(caller).id, params.offerId, now, (row, application) => {
      row.status = 'DECLINED';
      row.decline_reason = body.reason || null;
      moveBy(world, application, application.candidate_id, 'REJECTED', now, {
        reason: row.decline_reason,
      });
      return 'DECLINED';
    }),
};
