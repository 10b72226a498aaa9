/**
 * Job offers (extension): the manager sends, reads and withdraws the offer of an application, as
 * its stage moves are declared; the candidate lists their own offers and accepts or declines one,
 * as their own application calls are. One open offer per application; an answered one stays so.
 */
import { z } from 'zod';
import { bearerErrors, brandErrors, call, ErrorSchema } from '../define.ts';
import { emptyQuery as noQuery, idSegment } from '../schemas/common.ts';
import * as schemas from '../schemas/offers.ts';

/** The path parameter a call names its application or its offer by. */
const pathId = <K extends string>(key: K) =>
  z.object({ [key]: idSegment } as Record<K, typeof idSegment>).strict();
const applicationParams = pathId('applicationId');
const offerParams = pathId('offerId');
/** 409: the offer was already answered or withdrawn, or another is open. */
const employerErrors = { ...brandErrors, 409: ErrorSchema } as const;
/** 404: no such offer of the caller's (another candidate's offer is not theirs to see). */
const candidateErrors = { ...bearerErrors, 404: ErrorSchema, 409: ErrorSchema } as const;

const onApplication = (side?: 'EMPLOYER') =>
  ({
    product: 'SOURCE_HIRE',
    application: { field: 'params.applicationId', ...(side ? { side } : {}) },
  }) as const;
const byManager = (side: 'EMPLOYER' | undefined, applicationId: string, body?: unknown) => ({
  extension: true,
  access: onApplication(side),
  example: { caller: 'u-manager', params: { applicationId }, ...(body ? { body } : {}) },
});
const byCandidate = (params: Record<string, string> = {}, body?: unknown) => ({
  extension: true,
  example: { caller: 'u-candidate', params, ...(body ? { body } : {}) },
});

export const offers = {
  ofApplication: call(
    'GET /v1/applications/:applicationId/offers',
    "An application's offers, newest first, with the brand's currency and the positions a new offer may name",
    () => ({
      params: applicationParams,
      query: noQuery,
      data: schemas.ApplicationOffersSchema,
      errors: brandErrors,
    }),
    byManager(undefined, 'ap-9'),
  ),
  send: call(
    'POST /v1/applications/:applicationId/offers',
    'Sends an offer (position, start date, hourly pay, a note) on an application in screening or interview, moving it to the offer stage; one open offer per application',
    () => ({
      params: applicationParams,
      query: noQuery,
      body: schemas.SendOfferBodySchema,
      data: schemas.OfferSchema,
      errors: employerErrors,
    }),
    byManager('EMPLOYER', 'ap-8', {
      position_id: 'po-1',
      start_date: '2030-01-07',
      hourly_rate: 18.5,
      note: 'Welcome aboard',
    }),
  ),
  withdraw: call(
    'POST /v1/applications/:applicationId/offers/withdraw',
    'Withdraws the open offer of an application; it goes back to the stage it was in before',
    () => ({
      params: applicationParams,
      query: noQuery,
      data: schemas.OfferSchema,
      errors: employerErrors,
    }),
    byManager('EMPLOYER', 'ap-5'),
  ),
  mine: call(
    'GET /v1/me/offers',
    "The caller's offers as a candidate: open ones first, then the rest, newest first",
    () => ({ query: noQuery, data: schemas.MyOffersSchema, errors: bearerErrors }),
    byCandidate(),
  ),
  accept: call(
    'POST /v1/me/offers/:offerId/accept',
    "Accepts the caller's open offer: the application is hired with the offer's start date and position",
    () => ({
      params: offerParams,
      query: noQuery,
      data: schemas.OfferSchema,
      errors: candidateErrors,
    }),
    byCandidate({ offerId: 'of-1' }),
  ),
  decline: call(
    'POST /v1/me/offers/:offerId/decline',
    "Declines the caller's open offer with an optional reason: the application is rejected and the manager reads why",
    () => ({
      params: offerParams,
      query: noQuery,
      body: schemas.DeclineOfferBodySchema,
      data: schemas.OfferSchema,
      errors: candidateErrors,
    }),
    byCandidate({ offerId: 'of-1' }, { reason: 'I took another job' }),
  ),
};
