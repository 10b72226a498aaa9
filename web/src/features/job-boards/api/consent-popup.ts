/**
 * Connecting a job board: the partner's hosted consent page opens in a popup, as the
 * social sign-in does (lib/identity/oauth.ts). The page sends the popup back to
 * /job-boards/{board}/connected on this origin, which hands code and state to the opener; only a
 * message from this origin and from that popup counts. The code is then exchanged with
 * POST /v1/{job_board}/login as before.
 */
import { jobBoardReturnPath } from '../../../config/paths';
import { randomString } from '../../../lib/identity/pkce';
import type { PopupHost } from '../../../lib/identity/popup';
import { runPopup } from '../../../lib/identity/popup';
import { POPUP_FAILED } from '../../../lib/identity/popup-outcomes';

export const JOB_BOARD_CONSENT_MESSAGE = 'harbor-job-board-consent';

export type ConsentResult =
  | { status: 'success'; code: string; redirectUri: string }
  | { status: 'denied' | 'closed' | 'blocked' | 'error'; message: string };

export interface ConsentOptions {
  /** Origin of the partner's hosted page (the mock serves it beside the API). */
  partnerOrigin: string;
  appOrigin: string;
  host?: PopupHost;
}

export function consentUrl(
  jobBoard: string,
  state: string,
  { partnerOrigin, appOrigin }: ConsentOptions,
) {
  const url = new URL(`/partners/${encodeURIComponent(jobBoard)}/authorize`, partnerOrigin);
  url.search = new URLSearchParams({
    redirect_uri: `${appOrigin}${jobBoardReturnPath(jobBoard)}`,
    state,
  }).toString();
  return url.toString();
}

export async function askBoardConsent(
  jobBoard: string,
  options: ConsentOptions,
): Promise<ConsentResult> {
  const state = randomString(24);
  const outcome = await runPopup({
    url: consentUrl(jobBoard, state, options),
    trustedOrigins: [options.appOrigin],
    messageType: JOB_BOARD_CONSENT_MESSAGE,
    host: options.host,
  });
  if (outcome.status === 'closed') return { status: 'closed', message: outcome.message };
  if (outcome.status === 'error')
    return {
      status: outcome.message === POPUP_FAILED ? 'blocked' : 'error',
      message: outcome.message,
    };
  const {
    code,
    state: returned,
    error,
  } = outcome.data as { code?: string | null; state?: string | null; error?: string | null };
  if (returned !== state) return { status: 'error', message: 'Connection state mismatch.' };
  if (error || !code) return { status: 'denied', message: error ?? 'access_denied' };
  return {
    status: 'success',
    code,
    redirectUri: `${options.appOrigin}${jobBoardReturnPath(jobBoard)}`,
  };
}
