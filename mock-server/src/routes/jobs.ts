import { randomUUID } from 'node:crypto';
import type { api } from '@ws/contracts';
import { addApplication, addMessage, page, toApplication } from '../db/applications.ts';
import { appliedKey, openJobs, toJob } from '../db/hiring/jobs.ts';
import type { AreaHandlers } from './define-routes.ts';
import { fail, ok } from './define-routes.ts';
import { must } from './caller.ts';

const contains = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

/** Jobs (extension): search, one job, and applying, which files an application at the first stage. */
export const jobsHandlers: AreaHandlers<typeof api.jobs> = {
  search: ({ caller, world, query }) => {
    const user = must(caller);
    const rows = openJobs(world).filter((job) => {
      const brand = world.brands.get(job.brand_id);
      const place = `${brand?.city ?? ''} ${brand?.state ?? ''} ${brand?.address ?? ''}`;
      return contains(job.title, query.q) && contains(place, query.place);
    });
    const { rows: shown, total, offset, limit } = page(rows, query.offset, query.limit);
    return ok({ jobs: shown.map((row) => toJob(world, row, user.id)), total, offset, limit });
  },

  job: ({ caller, world, params }) => {
    const row = openJobs(world).find((job) => job.id === params.jobId);
    if (!row) return fail(404, 'NOT_FOUND', `No open job ${params.jobId}`, 'params.jobId');
    return ok(toJob(world, row, must(caller).id));
  },

  apply: ({ caller, world, params, body, now }) => {
    const user = must(caller);
    const job = openJobs(world).find((row) => row.id === params.jobId);
    if (!job) return fail(404, 'NOT_FOUND', `No open job ${params.jobId}`, 'params.jobId');
    const key = appliedKey(job.id, user.id);
    if (world.extensions.jobs.applied.has(key)) {
      return fail(409, 'CONFLICT', `You have applied for ${job.id} already`, 'params.jobId');
    }
    const application = {
      id: `ap-${randomUUID()}`,
      candidate_id: user.id,
      brand_id: job.brand_id,
      position_id: job.position_id,
      stage: 'APPLIED' as const,
      applied_at: now,
      updated_at: now,
      archived: false,
    };
    addApplication(world, application);
    world.extensions.jobs.applied.set(key, application.id);
    // The form's note, contact and file open the application's thread, so the employer reads them where they answer.
    const name = body.name ?? `${user.first_name} ${user.last_name}`.trim();
    const contact = [
      `Email: ${body.email ?? user.email}`,
      ...(body.phone ? [`Phone: ${body.phone}`] : []),
    ].join('\n');
    addMessage(world, {
      message_id: `m-${randomUUID()}`,
      application_id: application.id,
      sender: 'CANDIDATE',
      sender_name: name,
      message_body: body.note ? `${body.note}\n\n${contact}` : contact,
      files: body.resume ? [body.resume] : [],
      sent_at: now,
      is_read: false,
    });
    return ok(toApplication(world, application, 'CANDIDATE'));
  },
};
