import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import type { BodyOf } from '@ws/contracts';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

export type SendOfferInput = BodyOf<typeof api.offers.send>;

/** What an offer's write changes: it moves the application (to the offer stage, back, hired or rejected). */
const CHANGED = () => [
  api.offers.ofApplication,
  api.offers.mine,
  api.pipeline.detail,
  api.pipeline.summary,
  api.applications.employerApplications,
  api.applications.candidateApplications,
];

/** An offer call that writes: once it succeeds, everything it changed is read again. */
function useOfferWrite<V, R>(write: (input: V) => Promise<R>) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all(CHANGED().map((entry) => client.invalidateQueries({ queryKey: keyFor(entry) })));
  return useMutation({ mutationFn: write, onSuccess: refresh });
}

/** An application's offers, and the currency and positions a new offer's form offers. */
export const useApplicationOffers = (applicationId: string) =>
  useQuery({
    queryKey: keyFor(api.offers.ofApplication, { applicationId }),
    queryFn: () => request(api.offers.ofApplication, { params: { applicationId } }),
  });

/** The signed-in candidate's offers, open ones first. */
export const useMyOffers = () =>
  useQuery({ queryKey: keyFor(api.offers.mine), queryFn: () => request(api.offers.mine, {}) });

export const useSendOffer = (applicationId: string) =>
  useOfferWrite((body: SendOfferInput) =>
    request(api.offers.send, { params: { applicationId }, body }),
  );

export const useWithdrawOffer = (applicationId: string) =>
  useOfferWrite(() => request(api.offers.withdraw, { params: { applicationId } }));

/** Accept, or decline with the reason written (none when left blank). */
export const useAnswerOffer = () =>
  useOfferWrite(
    ({ offerId, accept, reason }: { offerId: string; accept: boolean; reason: string }) =>
      accept
        ? request(api.offers.accept, { params: { offerId } })
        : request(api.offers.decline, {
            params: { offerId },
            body: reason.trim() ? { reason: reason.trim() } : {},
          }),
  );
