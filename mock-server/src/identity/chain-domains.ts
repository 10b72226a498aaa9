/**
 * Hotel-chain e-mail domains that may not create accounts through the portal (§5): their staff
 * sign in through the chain's own identity provider. The spec says "about 19" without naming them;
 * this list is ours (fictional chains, so no real company is named).
 */
export const CHAIN_DOMAINS: readonly string[] = [
  'grandharborhotels.test',
  'seabreezeresorts.test',
  'lighthouseinns.test',
  'anchorsuites.test',
  'portsidehospitality.test',
  'coralbayhotels.test',
  'marinagroup.test',
  'tidewaterlodges.test',
  'bluewavehotels.test',
  'saltandpine.test',
  'compassstays.test',
  'northstarhotels.test',
  'baysidecollection.test',
  'harbourviewhotels.test',
  'driftwoodinns.test',
  'oceancresthotels.test',
  'keystonesuites.test',
  'moonrisehotels.test',
  'silversandsresorts.test',
];

export const CHAIN_DOMAIN_MESSAGE =
  "You are not authorized to create an account using this portal, please login through the chain's own sign-in first.";

export function isChainDomain(email: string): boolean {
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  return CHAIN_DOMAINS.some((chain) => domain === chain || domain.endsWith(`.${chain}`));
}
