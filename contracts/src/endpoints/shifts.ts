/**
 * A team's shifts for a week (extension): what the /schedule screen calls. Weeks start on Monday
 * (§9), in each location's own time zone.
 */
import { z } from 'zod';
import { brandCall, brandParams, deleted, onBrand } from './brand-params.ts';
import { commaList, idSegment, offsetQuery } from '../schemas/common.ts';
import {
  CopyWeekBodySchema,
  CopyWeekResultSchema,
  PublishWeekBodySchema,
  PublishWeekResultSchema,
  ShiftBodySchema,
  ShiftPatchSchema,
  ShiftPositionPageSchema,
  ShiftSchema,
  ShiftWeekSchema,
  WeekStartSchema,
} from '../schemas/shifts.ts';

const shiftParams = brandParams.extend({ shiftId: idSegment }).strict();
const noQuery = z.object({}).strict();
const base = '/v1/brands/:brandId/shifts';
/** Rows of the week by position a page holds: a screen's worth on a desktop. */
export const POSITION_ROWS_PAGE_SIZE = 25;
const common = {
  extension: true,
  access: { brand: 'params.brandId', product: 'TEAM_LIVE' },
} as const;

export const shifts = {
  week: brandCall(
    `GET ${base}`,
    'Shifts at the brand and its locations for the week starting week_start (a Monday; default: this week by the simulator clock)',
    () => ({
      query: z.object({ week_start: WeekStartSchema.optional() }).strict(),
      data: ShiftWeekSchema,
    }),
    common,
  ),
  byPosition: brandCall(
    `GET ${base}/by_position`,
    "The week starting week_start by position, a page of rows (offset 0, limit 25 by default): a row is a position at one location with its shifts that have a person, sorted by position then location; with the week's totals over every row, its draft count, and the open shifts at the page's locations. Only the position categories the caller's MANAGE_SCHEDULE grant lets them schedule (its POSITION_CATEGORY condition; every category without one) are in it, rows, totals and open shifts alike; categories (position category codes) narrows that to the named ones",
    () => ({
      query: z
        .object({
          week_start: WeekStartSchema.optional(),
          offset: offsetQuery,
          limit: z.coerce.number().int().min(1).max(100).default(POSITION_ROWS_PAGE_SIZE),
          categories: commaList.optional(),
        })
        .strict(),
      data: ShiftPositionPageSchema,
    }),
    { ...common, example: { ...onBrand(), query: { offset: '0', limit: '25' } } },
  ),
  create: brandCall(
    `POST ${base}`,
    'Adds an unpublished shift for a schedulable employee of the brand (it may not overlap their other shifts), or an open shift (user_id null) at location_id that employees there may claim',
    () => ({ query: noQuery, body: ShiftBodySchema, data: ShiftSchema }),
    {
      ...common,
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
    },
  ),
  update: brandCall(
    `PUT ${base}/:shiftId`,
    'Changes the given fields of a shift; moving it is a new start, end or user_id, checked for overlaps',
    () => ({
      params: shiftParams,
      query: noQuery,
      body: ShiftPatchSchema,
      data: ShiftSchema,
    }),
    { ...common, example: onBrand({ shiftId: 'shift-CH-1-1-1-1' }, { break_minutes: 45 }) },
  ),
  remove: brandCall(
    `DELETE ${base}/:shiftId`,
    'Deletes a shift',
    () => ({ params: shiftParams, query: noQuery, data: deleted() }),
    { ...common, example: onBrand({ shiftId: 'shift-CH-1-1-1-2' }) },
  ),
  publish: brandCall(
    `POST ${base}/publish`,
    'Publishes every shift of the week at the brand and its locations (idempotent); each location with newly published shifts gets a news item for its team',
    () => ({
      query: noQuery,
      body: PublishWeekBodySchema,
      data: PublishWeekResultSchema,
    }),
    { ...common, example: onBrand({}, { week_start: '2030-01-07' }) },
  ),
  copyWeek: brandCall(
    `POST ${base}/copy_week`,
    'Copies the shifts of the week before week_start into it as drafts, a week later; shifts that would overlap ones already there, or whose person can no longer be scheduled, are skipped and counted',
    () => ({
      query: noQuery,
      body: CopyWeekBodySchema,
      data: CopyWeekResultSchema,
    }),
    { ...common, example: onBrand({}, { week_start: '2030-01-14' }) },
  ),
};
