/**
 * An employee's own shifts (extension, "Employee"): "My schedule" reads the published
 * shifts of every location the caller works at, claims open shifts, and clocks out answering the
 * location's active clock-out attestation questions. Weeks start on Monday (§9), in each
 * location's own time zone. The caller is the employee: no brand is named, so none is scoped.
 */
import { z } from 'zod';
import { bearerErrors, call, ErrorSchema } from '../define.ts';
import { idSegment } from '../schemas/common.ts';
import { ShiftSchema } from '../schemas/shifts.ts';
import {
  ClockOutBodySchema,
  ClockOutFormSchema,
  ClockOutSchema,
  MyWeekQuerySchema,
  MyWeekSchema,
} from '../schemas/workday.ts';

const shiftParams = z.object({ shiftId: idSegment }).strict();
const noQuery = z.object({}).strict();
/** 403: the caller does not work at the shift's location; 404: no such shift. */
const employeeErrors = { ...bearerErrors, 403: ErrorSchema, 404: ErrorSchema } as const;
const common = { auth: 'bearer', extension: true } as const;
const asEmployee = (params: Record<string, string> = {}, body?: unknown) => ({
  caller: 'u-candidate',
  params,
  ...(body === undefined ? {} : { body }),
});

export const myShifts = {
  week: call(
    'GET /v1/me/shifts',
    "The caller's published shifts at every location they work at for the week starting week_start (a Monday; default: this week at their first location), and the open shifts they may claim",
    () => ({ query: MyWeekQuerySchema, data: MyWeekSchema, errors: bearerErrors }),
    { ...common, example: asEmployee() },
  ),
  claim: call(
    'POST /v1/me/shifts/:shiftId/claim',
    'Takes a published open shift at a location the caller works at; it may not overlap their other shifts',
    () => ({ params: shiftParams, query: noQuery, data: ShiftSchema, errors: employeeErrors }),
    { ...common, example: asEmployee({ shiftId: 'shift-CH-1-1-1-open' }) },
  ),
  clockOutForm: call(
    'GET /v1/me/shifts/:shiftId/clock_out',
    "One of the caller's shifts and the active clock-out attestation questions of its location, in order",
    () => ({
      params: shiftParams,
      query: noQuery,
      data: ClockOutFormSchema,
      errors: employeeErrors,
    }),
    { ...common, example: asEmployee({ shiftId: 'shift-CH-1-1-1-now' }) },
  ),
  clockOut: call(
    'POST /v1/me/shifts/:shiftId/clock_out',
    'Clocks the caller out of a published shift that has started, recording the answers; every required active question must be answered (yes/no as YES or NO, a choice as one of its options), once',
    () => ({
      params: shiftParams,
      query: noQuery,
      body: ClockOutBodySchema,
      data: ClockOutSchema,
      errors: employeeErrors,
    }),
    {
      ...common,
      example: asEmployee(
        { shiftId: 'shift-CH-1-1-1-now' },
        {
          answers: [
            { question_id: 'att-CH-1-1-1-1', answer: 'YES' },
            { question_id: 'att-CH-1-1-1-2', answer: 'YES' },
            { question_id: 'att-CH-1-1-1-3', answer: 'NO' },
          ],
        },
      ),
    },
  ),
};
