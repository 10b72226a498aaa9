/**
 * Job offers: one open offer per application, sent by its employer on an application in
 * screening or interview, answered once by its candidate. Acceptance hires through the pipeline's
 * own hire; a decline rejects the application with the candidate's reason.
 */
import type { Offer } from '@ws/contracts';
import { addApplication } from '../applications.ts';
import { seededId } from '../ids.ts';
import { canSeeBrand } from '../access.ts';
import { ancestry } from '../tree.ts';
import type { ApplicationRow, ApplicationStage, World } from '../types.ts';
import { recordMove } from './pipeline.ts';
import type { OfferRow, OfferStore } from './offer-rows.ts';

export const emptyOffers = (): OfferStore => ({ rows: new Map(), seq: 0 });

const DAY_MS = 86_400_000;

const nameOf = (world: World, userId: string) => {
  const user = world.users.get(userId);
  return user ? `${user.first_name} ${user.last_name}`.trim() : userId;
};

/** The brand's currency: its own business setup's, else its nearest ancestor's. */
export function currencyOf(world: World, brandId: string): string {
  for (const id of ancestry(world, brandId)) {
    const code = world.brandSettings.get(id)?.business_setup.currency_code;
    if (code) return code;
  }
  return 'USD';
}

/** The positions an offer may name: every position not archived, by name. */
export const offerPositions = (world: World) =>
  [...world.positions.values()]
    .filter((p) => !p.archived)
    .map((p) => ({ id: p.id, name: p.name }))
    .sort((a, b) => a.name.localeCompare(b.name));

export const offersOf = (world: World, applicationId: string): OfferRow[] =>
  [...world.extensions.offers.rows.values()]
    .filter((o) => o.application_id === applicationId)
    .sort((a, b) => b.sent_at - a.sent_at || b.id.localeCompare(a.id));

export const openOfferOf = (world: World, applicationId: string) =>
  offersOf(world, applicationId).find((o) => o.status === 'SENT');

export function toOffer(world: World, row: OfferRow): Offer {
  const application = world.applications.get(row.application_id);
  const brandId = application?.brand_id ?? '';
  const { from_stage: _from, ...rest } = row;
  return {
    ...rest,
    brand: { id: brandId, name: world.brands.get(brandId)?.name ?? brandId },
    position: { id: row.position_id, name: world.positions.get(row.position_id)?.name ?? '' },
    sent_at: new Date(row.sent_at).toISOString(),
    sent_by: { id: row.sent_by, name: nameOf(world, row.sent_by) },
    answered_at: row.answered_at === null ? null : new Date(row.answered_at).toISOString(),
  };
}

/** Records a move of the application by `userId`, as the board's moves are recorded. */
export function moveBy(
  world: World,
  application: ApplicationRow,
  userId: string,
  stage: ApplicationStage,
  at: number,
  extra: { reason?: string | null; start_date?: string | null } = {},
): void {
  recordMove(world, application, {
    from_stage: application.stage,
    stage,
    moved_at: at,
    moved_by: userId,
    reason: extra.reason ?? null,
    start_date: extra.start_date ?? null,
  });
}

export function addOffer(world: World, row: Omit<OfferRow, 'id'>): OfferRow {
  const store = world.extensions.offers;
  store.seq += 1;
  const offer = { id: seededId(world.idPrefix, `of-${store.seq}`), ...row };
  store.rows.set(offer.id, offer);
  return offer;
}

/**
 * Seeds an open offer to the demo candidate on a fourth application of theirs, in the other group
 * (whose boards no demo count covers), sent by an employer there; and one on the demo manager's
 * first application in the offer stage.
 */
export function seedOffers(world: World): void {
  const candidate = world.usersByEmail.get('candidate@demo.test');
  const manager = world.usersByEmail.get('manager@demo.test');
  const locationId = seededId(world.idPrefix, 'CH-2-1-2');
  const position = offerPositions(world)[0];
  const employer = [...world.users.values()].find(
    (u) => u.employer && u.accesses.includes('SOURCE_HIRE') && canSeeBrand(world, u, locationId),
  );
  if (!candidate || !manager || !employer || !world.brands.has(locationId) || !position) return;
  const applied = world.seededAt - 12 * DAY_MS;
  const application: ApplicationRow = {
    id: seededId(world.idPrefix, 'ap-offer-1'),
    candidate_id: candidate.id,
    brand_id: locationId,
    position_id: position.id,
    stage: 'APPLIED',
    applied_at: applied,
    updated_at: applied,
    archived: false,
  };
  addApplication(world, application);
  (['SCREENING', 'INTERVIEW', 'OFFER'] as const).forEach((stage, n) =>
    moveBy(world, application, employer.id, stage, applied + (n + 1) * 3 * DAY_MS),
  );
  const terms = { status: 'SENT', answered_at: null, decline_reason: null } as const;
  const startIn = (days: number) =>
    new Date(world.seededAt + days * DAY_MS).toISOString().slice(0, 10);
  addOffer(world, {
    ...terms,
    application_id: application.id,
    position_id: position.id,
    start_date: startIn(14),
    hourly_rate: 17.5,
    currency_code: currencyOf(world, locationId),
    note: 'We would love to have you on the team.',
    sent_at: application.updated_at,
    sent_by: employer.id,
    from_stage: 'INTERVIEW',
  });
  const managed = [...world.applications.values()].find(
    (a) => a.brand_id === manager.entry_brand_id && a.stage === 'OFFER' && !a.archived,
  );
  if (!managed) return;
  addOffer(world, {
    ...terms,
    application_id: managed.id,
    position_id: managed.position_id,
    start_date: startIn(10),
    hourly_rate: 16,
    currency_code: currencyOf(world, managed.brand_id),
    note: '',
    sent_at: managed.updated_at,
    sent_by: manager.id,
    from_stage: 'INTERVIEW',
  });
}
