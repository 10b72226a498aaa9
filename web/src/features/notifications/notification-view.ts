import type { Notification } from '@ws/contracts';
import { memberThreadPath, paths } from '../../config/paths';

const withApplication = (path: string, applicationId: string) =>
  `${path}?application=${encodeURIComponent(applicationId)}`;

const weekOf = (day: string | null) =>
  day ? `${paths.mySchedule}?week=${encodeURIComponent(day)}` : paths.mySchedule;

/**
 * Where a notification leads: a shift or a swap to its week on My schedule, time off to My
 * schedule, an employer's message to the member's thread, a candidate's message or an accepted
 * interview or an answered offer to the application beside the hiring board, a proposed interview
 * or an offer sent or withdrawn to the member's card.
 */
export function notificationHref(n: Notification): string {
  const application = n.application_id;
  switch (n.kind) {
    case 'SCHEDULE_PUBLISHED':
    case 'SHIFT_CHANGED':
    case 'SWAP_DECIDED':
      return weekOf(n.day);
    case 'TIME_OFF_DECIDED':
      return paths.mySchedule;
    case 'MESSAGE_FROM_EMPLOYER':
      return application ? memberThreadPath(application) : paths.memberMessages;
    case 'INTERVIEW_PROPOSED':
    case 'OFFER_SENT':
    case 'OFFER_WITHDRAWN':
      return application ? withApplication(paths.member, application) : paths.member;
    case 'INTERVIEW_ACCEPTED':
    case 'MESSAGE_FROM_CANDIDATE':
    case 'OFFER_ANSWERED':
      return application ? withApplication(paths.hiring, application) : paths.hiring;
  }
}

/** The words of a notification: a key of the notifications namespace; a decision picks its variant. */
export function notificationKey(n: Notification): string {
  const decided = n.decision === 'DECLINED' ? 'Declined' : 'Approved';
  switch (n.kind) {
    case 'TIME_OFF_DECIDED':
      return `kind.timeOff${decided}`;
    case 'SWAP_DECIDED':
      return `kind.swap${decided}`;
    case 'OFFER_ANSWERED':
      return n.decision === 'DECLINED' ? 'kind.offerDeclined' : 'kind.offerAccepted';
    default:
      return `kind.${n.kind}`;
  }
}
