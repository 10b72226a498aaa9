/**
 * Time off and weekly availability (extension, "Employee"): the employee requests time
 * off and declares when they can work; the manager sees both on /schedule for a week and approves
 * or declines requests.
 */
import { z } from 'zod';
import { bearerErrors, brandErrors, call } from '../define.ts';
import { commaList, idSegment } from '../schemas/common.ts';
import { WeekStartSchema } from '../schemas/shifts.ts';
import {
  AvailabilityBodySchema,
  MyTimeOffSchema,
  TeamAvailabilitySchema,
  TimeOffBodySchema,
  TimeOffDecisionSchema,
  TimeOffSchema,
} from '../schemas/workday.ts';

const noQuery = z.object({}).strict();
const brandParams = z.object({ brandId: idSegment }).strict();
const employee = { auth: 'bearer', extension: true } as const;
const manager = { ...employee, access: { brand: 'params.brandId', product: 'TEAM_LIVE' } } as const;

export const timeOff = {
  mine: call(
    'GET /v1/me/time_off',
    "The caller's time-off requests (newest first) and weekly availability (every day available when never declared)",
    () => ({ query: noQuery, data: MyTimeOffSchema, errors: bearerErrors }),
    { ...employee, example: { caller: 'u-candidate' } },
  ),
  request: call(
    'POST /v1/me/time_off',
    'Requests time off from start_date to end_date (inclusive, at most 60 days, not in the past); the managers of every location the caller works at see it',
    () => ({ query: noQuery, body: TimeOffBodySchema, data: TimeOffSchema, errors: brandErrors }),
    {
      ...employee,
      example: {
        caller: 'u-candidate',
        body: { start_date: '2030-01-08', end_date: '2030-01-09', reason: 'Family wedding' },
      },
    },
  ),
  setAvailability: call(
    'PUT /v1/me/availability',
    "Replaces the caller's weekly availability: seven days, each unavailable or available from one time to a later one",
    () => ({
      query: noQuery,
      body: AvailabilityBodySchema,
      data: MyTimeOffSchema,
      errors: brandErrors,
    }),
    {
      ...employee,
      example: {
        caller: 'u-candidate',
        body: {
          days: [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
            weekday === 7
              ? { weekday, available: false, from: null, to: null }
              : { weekday, available: true, from: '08:00', to: '22:00' },
          ),
        },
      },
    },
  ),
  team: call(
    'GET /v1/brands/:brandId/time_off',
    'Time off overlapping the week starting week_start (default: this week) of the people working at the brand and its locations, and their declared availability; employee_ids (employee rows at or below the brand) keeps those people only, each with those rows',
    () => ({
      params: brandParams,
      query: z
        .object({
          week_start: WeekStartSchema.optional(),
          employee_ids: commaList.optional(),
        })
        .strict(),
      data: TeamAvailabilitySchema,
      errors: brandErrors,
    }),
    { ...manager, example: { caller: 'u-manager', params: { brandId: 'CH-1-1-1' } } },
  ),
  decide: call(
    'PUT /v1/brands/:brandId/time_off/:requestId',
    'Approves or declines a pending time-off request of someone working at the brand or its locations',
    () => ({
      params: brandParams.extend({ requestId: idSegment }).strict(),
      query: noQuery,
      body: TimeOffDecisionSchema,
      data: TimeOffSchema,
      errors: brandErrors,
    }),
    {
      ...manager,
      example: {
        caller: 'u-manager',
        params: { brandId: 'CH-1-1-1', requestId: 'to-1' },
        body: { status: 'APPROVED' },
      },
    },
  ),
};
