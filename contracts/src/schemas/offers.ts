import { z } from 'zod';
import { lazySchema } from '../define.ts';
import { idSegment, IsoDateTime } from './common.ts';

/**
 * A job offer: the manager sends one on an application in screening or interview (which moves it
 * to the offer stage); its candidate accepts it, which makes the hire, or declines it, which
 * rejects the application with their reason; the manager may withdraw it while it is unanswered.
 */
export const OfferStatusSchema = z.enum(['SENT', 'ACCEPTED', 'DECLINED', 'WITHDRAWN']);

const NamedSchema = z.object({ id: z.string(), name: z.string() });

export const OfferSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    application_id: z.string(),
    status: OfferStatusSchema,
    brand: NamedSchema,
    position: NamedSchema,
    start_date: z.string(),
    /** Pay per hour in the currency below (the brand's). */
    hourly_rate: z.number(),
    currency_code: z.string(),
    note: z.string(),
    sent_at: IsoDateTime,
    sent_by: NamedSchema,
    /** When it was accepted, declined or withdrawn; null while it is open. */
    answered_at: IsoDateTime.nullable(),
    /** The candidate's reason for declining, when they gave one. */
    decline_reason: z.string().nullable(),
  }),
);
export type Offer = z.infer<typeof OfferSchema>;

/** An application's offers, newest first, and what a new one's form offers: the brand's currency and positions. */
export const ApplicationOffersSchema = lazySchema(() =>
  z.object({
    offers: z.array(OfferSchema),
    currency_code: z.string(),
    default_position_id: z.string(),
    positions: z.array(NamedSchema),
  }),
);
export type ApplicationOffers = z.infer<typeof ApplicationOffersSchema>;

/** The highest hourly rate an offer may name: a guard against a slipped key, not a pay policy. */
export const MAX_HOURLY_RATE = 10_000;

export const SendOfferBodySchema = lazySchema(() =>
  z
    .object({
      position_id: idSegment,
      start_date: z.iso.date(),
      hourly_rate: z.number().gt(0, 'must be more than 0').max(MAX_HOURLY_RATE),
      note: z.string().trim().max(500).default(''),
    })
    .strict(),
);

export const DeclineOfferBodySchema = lazySchema(() =>
  z.object({ reason: z.string().trim().max(500).optional() }).strict(),
);

/** The candidate's offers: open ones first, then the answered and withdrawn, newest first. */
export const MyOffersSchema = lazySchema(() => z.object({ offers: z.array(OfferSchema) }));
