import { existsSync, readFileSync } from 'node:fs';
import type { VerificationResult } from './verify-provider.ts';
import { pactVersionOf } from './verify-provider.ts';

/**
 * Can-I-deploy without a broker: a provider may ship when its verification result is about the
 * pact in hand (same content hash) and every interaction of it passed.
 */
export function canIDeploy(
  resultFile: string,
  pactFile: string,
): { ok: boolean; reasons: string[] } {
  const result = JSON.parse(readFileSync(resultFile, 'utf8')) as Partial<VerificationResult>;
  const reasons: string[] = [];
  const interactions = result.interactions ?? [];
  if (interactions.length === 0) reasons.push('the result lists no interactions');
  for (const i of interactions.filter((x) => !x.passed)) reasons.push(`failed: ${i.description}`);
  if (
    existsSync(pactFile) &&
    result.pactVersion !== pactVersionOf(readFileSync(pactFile, 'utf8'))
  ) {
    reasons.push(
      `the result verified another version of ${pactFile} (pact version ${result.pactVersion ?? 'missing'})`,
    );
  }
  return { ok: reasons.length === 0, reasons };
}
