/**
 * The provider-state values of the offer calls (contracts/README.md "Provider states"), looked up
 * in whatever world is loaded: for the location manager an application in screening to send an
 * offer on and one with an open offer to withdraw; for the member their open offer to answer.
 */
import type { World } from '../types.ts';
import { openOfferOf } from './offers.ts';

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`provider state: the world has no ${what}`);
  return value;
};

export function managerOfferValues(world: World, locationId: string): Record<string, string> {
  const here = [...world.applications.values()].filter((a) => a.brand_id === locationId);
  return {
    screeningApplicationId: need(
      here.find((a) => a.stage === 'SCREENING' && !openOfferOf(world, a.id)),
      `application in screening at ${locationId}`,
    ).id,
    offeredApplicationId: need(
      here.find((a) => a.stage === 'OFFER' && openOfferOf(world, a.id)),
      `open offer at ${locationId}`,
    ).id,
  };
}

export function memberOfferValues(world: World, memberId: string): Record<string, string> {
  const open = (world.applicationsByCandidate.get(memberId) ?? [])
    .map((id) => openOfferOf(world, id))
    .find((o) => o !== undefined);
  return { openOfferId: need(open, "member's open offer").id };
}
