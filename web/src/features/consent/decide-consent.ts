import type { Category } from '../../lib/storage';
import { applyPolicy, policyFor, runDeferredTasks } from '../../lib/storage';
import { rememberAnswer } from './consent-cookies';

/**
 * Applies a consent answer (§4): withdrawing a category that was enabled reloads the page so
 * nothing keeps using it; otherwise the tasks waiting for the enabled categories run.
 */
export function decideConsent(
  enabled: readonly Category[],
  reload: () => void = () => window.location.reload(),
): void {
  const policy = policyFor(enabled);
  const { withdrawn } = applyPolicy(policy);
  rememberAnswer(policy);
  if (withdrawn) reload();
  else runDeferredTasks(policy);
}
