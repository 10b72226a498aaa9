/**
 * A team's shifts for a week (extension): what the /schedule screen calls. Weeks start on Monday
 * (§9), in each location's own time zone.
 */
import { z } from 'zod';
import { brandErrors, endpoint, envelope } from '../define.ts';
import { idSegment } from '../schemas/common.ts';
import {
  CopyWeekBodySchema,
  CopyWeekResultSchema,
  PublishWeekBodySchema,
  PublishWeekResultSchema,
  ShiftBodySchema,
  ShiftPatchSchema,
  ShiftSchema,
  ShiftWeekSchema,
  WeekStartSchema,
} from '../schemas/shifts.ts';

const brandParams = z.object({ brandId: idSegment }).strict();
const shiftParams = brandParams.extend({ shiftId: idSegment }).strict();
const noQuery = z.object({}).strict();
const base = '/v1/brands/:brandId/shifts';
const common = {
  auth: 'bearer',
  extension: true,
  access: { brand: 'params.brandId', product: 'TEAM_LIVE' },
} as const;
const onBrand = (params: Record<string, string> = {}, body?: unknown) => ({
  caller: 'u-manager',
  params: { brandId: 'CH-1-1-1', ...params },
  ...(body === undefined ? {} : { body }),
});

export const shifts = {
  week: endpoint({
    ...common,
    method: 'GET',
    path: base,
    summary:
      'Shifts at the brand and its locations for the week starting week_start (a Monday; default: this week by the simulator clock)',
    schemas: () => ({
      params: brandParams,
      query: z.object({ week_start: WeekStartSchema.optional() }).strict(),
      responses: { 200: envelope(ShiftWeekSchema), ...brandErrors },
    }),
    example: onBrand(),
  }),
  create: endpoint({
    ...common,
    method: 'POST',
    path: base,
    summary:
      'Adds an unpublished shift for a schedulable employee of the brand (it may not overlap their other shifts), or an open shift (user_id null) at location_id that employees there may claim',
    schemas: () => ({
      params: brandParams,
      query: noQuery,
      body: ShiftBodySchema,
      responses: { 200: envelope(ShiftSchema), ...brandErrors },
    }),
    example: onBrand(
      {},
      {
        user_id: 'e-CH-1-1-1-1',
        position_id: 'po-1',
        start: '2030-01-07T15:00:00Z',
        end: '2030-01-07T23:00:00Z',
        break_minutes: 30,
        hourly_rate: 15.5,
      },
    ),
  }),
  update: endpoint({
    ...common,
    method: 'PUT',
    path: `${base}/:shiftId`,
    summary:
      'Changes the given fields of a shift; moving it is a new start, end or user_id, checked for overlaps',
    schemas: () => ({
      params: shiftParams,
      query: noQuery,
      body: ShiftPatchSchema,
      responses: { 200: envelope(ShiftSchema), ...brandErrors },
    }),
    example: onBrand({ shiftId: 'shift-CH-1-1-1-1' }, { break_minutes: 45 }),
  }),
  remove: endpoint({
    ...common,
    method: 'DELETE',
    path: `${base}/:shiftId`,
    summary: 'Deletes a shift',
    schemas: () => ({
      params: shiftParams,
      query: noQuery,
      responses: {
        200: envelope(z.object({ id: z.string(), deleted: z.literal(true) })),
        ...brandErrors,
      },
    }),
    example: onBrand({ shiftId: 'shift-CH-1-1-1-2' }),
  }),
  publish: endpoint({
    ...common,
    method: 'POST',
    path: `${base}/publish`,
    summary:
      'Publishes every shift of the week at the brand and its locations (idempotent); each location with newly published shifts gets a news item for its team',
    schemas: () => ({
      params: brandParams,
      query: noQuery,
      body: PublishWeekBodySchema,
      responses: { 200: envelope(PublishWeekResultSchema), ...brandErrors },
    }),
    example: onBrand({}, { week_start: '2030-01-07' }),
  }),
  copyWeek: endpoint({
    ...common,
    method: 'POST',
    path: `${base}/copy_week`,
    summary:
      'Copies the shifts of the week before week_start into it as drafts, a week later; shifts that would overlap ones already there, or whose person can no longer be scheduled, are skipped and counted',
    schemas: () => ({
      params: brandParams,
      query: noQuery,
      body: CopyWeekBodySchema,
      responses: { 200: envelope(CopyWeekResultSchema), ...brandErrors },
    }),
    example: onBrand({}, { week_start: '2030-01-14' }),
  }),
};
