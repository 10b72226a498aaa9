import { randomUUID } from 'node:crypto';
import { type api, ApplicationStageSchema } from '@ws/contracts';
import {
  addMessage,
  admittedTo,
  applicationsUnder,
  page,
  toApplication,
  type Side,
} from '../db/applications.ts';
import {
  filterApplications,
  hireCandidate,
  recordMove,
  stageMoveRefusal,
  summarise,
  toInterview,
  toStageMove,
} from '../db/hiring/pipeline.ts';
import { notifyInterview } from '../db/notifications/notify.ts';
import type { InterviewRow } from '../db/stores/stores.ts';
import { isWithin } from '../db/tree.ts';
import type { ApplicationRow, UserRow, World } from '../db/types.ts';
import { must } from './caller.ts';
import type { AreaHandlers } from './define-routes.ts';
import { fail, ok } from './define-routes.ts';
import { invalid } from './replies.ts';

function pipelineOf(world: World, application: ApplicationRow, side: Side) {
  const { moves, interviews, hires } = world.extensions.pipeline;
  return {
    application: toApplication(world, application, side),
    // A rejection's reason is the employer's note, not the candidate's to read.
    history: (moves.get(application.id) ?? []).map((m) =>
      toStageMove(world, side === 'EMPLOYER' ? m : { ...m, reason: null }),
    ),
    interviews: (interviews.get(application.id) ?? []).map((i) => toInterview(world, i)),
    employee_id: side === 'EMPLOYER' ? (hires.get(application.id) ?? null) : null,
  };
}

/** Times in the location's zone, as the thread's text shows them (the screens show their own). */
function describeTimes(world: World, brandId: string, starts: number[]) {
  const timeZone = world.brands.get(brandId)?.timezone ?? 'UTC';
  const format = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
  return starts.map((t) => format.format(new Date(t))).join('; ');
}

function post(
  world: World,
  application: ApplicationRow,
  user: UserRow,
  sender: Side,
  text: string,
  now: number,
) {
  const brand = world.brands.get(application.brand_id);
  addMessage(world, {
    message_id: `m-${randomUUID()}`,
    application_id: application.id,
    sender,
    sender_name:
      sender === 'EMPLOYER'
        ? `${brand?.name ?? ''} hiring team`
        : `${user.first_name} ${user.last_name}`,
    message_body: text,
    files: [],
    sent_at: now,
    is_read: false,
  });
}

/** A location filter outside the brand is refused, naming the field. */
const foreignLocation = (world: World, locationId: string | undefined, brandId: string) =>
  locationId && (!world.brands.has(locationId) || !isWithin(world, locationId, brandId))
    ? invalid({
        field: 'query.location_id',
        message: `${locationId} is not a location of ${brandId}`,
      })
    : null;

export const pipelineHandlers: AreaHandlers<typeof api.pipeline> = {
  // One pass over the brand's applications for every stage's first page: the board asked the list
  // once a stage, each call filtering the whole brand again.
  board: ({ world, params, query }) => {
    const refused = foreignLocation(world, query.location_id, params.brandId);
    if (refused) return refused;
    const all = applicationsUnder(world, params.brandId, query.include_archived === 'true');
    const filtered = filterApplications(world, all, query);
    return ok({
      stages: ApplicationStageSchema.options.map((stage) => {
        const p = page(
          filtered.filter((a) => a.stage === stage),
          0,
          query.limit,
        );
        return {
          stage,
          applications: p.rows.map((a) => toApplication(world, a, 'EMPLOYER')),
          total: p.total,
          offset: 0,
          limit: query.limit,
        };
      }),
    });
  },

  summary: ({ world, params, query }) => {
    const refused = foreignLocation(world, query.location_id, params.brandId);
    if (refused) return refused;
    const all = applicationsUnder(world, params.brandId, query.include_archived === 'true');
    return ok(summarise(world, all, filterApplications(world, all, query)));
  },

  detail: ({ caller, world, params }) => {
    const opened = admittedTo(world, must(caller), params.applicationId);
    return ok(pipelineOf(world, opened.application, opened.side));
  },

  move: ({ caller, world, params, body, now }) => {
    const user = must(caller);
    const opened = admittedTo(world, user, params.applicationId);
    const { application } = opened;
    const refusal = stageMoveRefusal(application, body.stage);
    if (refusal) return invalid({ field: 'body.stage', message: refusal.message });
    const move = {
      from_stage: application.stage,
      stage: body.stage,
      moved_at: now,
      moved_by: user.id,
      reason: body.reason || null,
      start_date: body.start_date ?? null,
    };
    if (body.stage === 'HIRED' && body.start_date)
      hireCandidate(world, application, body.start_date);
    recordMove(world, application, move);
    return ok(pipelineOf(world, application, 'EMPLOYER'));
  },

  proposeInterview: ({ caller, world, params, body, now }) => {
    const user = must(caller);
    const opened = admittedTo(world, user, params.applicationId);
    const { application } = opened;
    const starts = body.times.map((t) => Date.parse(t));
    const past = starts.findIndex((t) => t <= now);
    if (past >= 0)
      return invalid({ field: `body.times.${past}`, message: 'must be in the future' });
    if (application.stage === 'HIRED' || application.stage === 'REJECTED') {
      return invalid({
        field: 'params.applicationId',
        message: `the application is ${application.stage.toLowerCase()}`,
      });
    }
    const { interviews } = world.extensions.pipeline;
    const existing = interviews.get(application.id) ?? [];
    const row: InterviewRow = {
      id: `iv-${application.id}-${existing.length + 1}`,
      application_id: application.id,
      proposed_at: now,
      proposed_by: user.id,
      slots: starts.map((start, i) => ({ id: `slot-${i + 1}`, start })),
      note: body.note,
      accepted_slot_id: null,
      accepted_at: null,
    };
    interviews.set(application.id, [...existing, row]);
    notifyInterview(world, application, null, now);
    const note = body.note ? ` ${body.note}` : '';
    post(
      world,
      application,
      user,
      'EMPLOYER',
      `Interview proposed: ${describeTimes(world, application.brand_id, starts)}. Please choose one.${note}`,
      now,
    );
    return ok(toInterview(world, row));
  },

  acceptInterview: ({ caller, world, params, body, now }) => {
    const user = must(caller);
    const opened = admittedTo(world, user, params.applicationId);
    const { application } = opened;
    const interview = world.extensions.pipeline.interviews
      .get(application.id)
      ?.find((i) => i.id === params.interviewId);
    if (!interview)
      return fail(
        404,
        'NOT_FOUND',
        `No interview ${params.interviewId} on ${application.id}`,
        'params.interviewId',
      );
    if (interview.accepted_slot_id !== null) {
      return fail(
        409,
        'CONFLICT',
        `Interview ${interview.id} is already accepted`,
        'params.interviewId',
      );
    }
    const slot = interview.slots.find((s) => s.id === body.slot_id);
    if (!slot)
      return invalid({
        field: 'body.slot_id',
        message: `${body.slot_id} is not one of the proposed times`,
      });
    interview.accepted_slot_id = slot.id;
    interview.accepted_at = now;
    notifyInterview(world, application, interview, now);
    post(
      world,
      application,
      user,
      'CANDIDATE',
      `Accepted the interview on ${describeTimes(world, application.brand_id, [slot.start])}.`,
      now,
    );
    return ok(toInterview(world, interview));
  },
};
