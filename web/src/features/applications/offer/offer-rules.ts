/**
 * Stages an offer may be sent from (the server says the same): screening or interview, far enough
 * along to know whom; or the offer stage itself while no offer is open there.
 */
const OFFERABLE: ReadonlySet<string> = new Set(['SCREENING', 'INTERVIEW', 'OFFER']);

export const canGetOffer = (stage: string) => OFFERABLE.has(stage);
