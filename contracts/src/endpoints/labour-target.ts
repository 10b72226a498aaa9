/**
 * Labour against a target (extension): the projected sales of a location's week and the brand's
 * labour target, which /schedule sets the week's labour cost against, per day and for the week,
 * and checks before a week is published. The scheduling product's calls, as the shifts' are.
 */
import { z } from 'zod';
import { emptyQuery as noQuery } from '../schemas/common.ts';
import {
  LabourTargetSchema,
  LabourWeekSchema,
  ProjectedSalesBodySchema,
} from '../schemas/labour-target.ts';
import { WeekStartSchema } from '../schemas/shifts.ts';
import { brandCall, onBrand } from './brand-params.ts';

const base = '/v1/brands/:brandId/labour';
const WEEK = '2030-01-07';
/** The scheduling product's calls on the brand of the path, as the shifts' are. */
const access = { brand: 'params.brandId', product: 'TEAM_LIVE' } as const;
const common = { extension: true, access } as const;
/** Which week: a Monday, or this week by the simulator clock when left out. */
const weekQuery = z.object({ week_start: WeekStartSchema.optional() }).strict();

export const labourTarget = {
  week: brandCall(
    `GET ${base}`,
    "The brand's projected sales for each day of the week starting week_start (default: this week by the simulator clock), and its labour target as a percentage of sales",
    () => ({ data: LabourWeekSchema, query: weekQuery }),
    { ...common, example: onBrand() },
  ),
  saveSales: brandCall(
    `PUT ${base}/sales`,
    "Sets the brand's projected sales for each day of a week (mon to sun); null clears a day's projection",
    () => ({ query: noQuery, body: ProjectedSalesBodySchema, data: LabourWeekSchema }),
    {
      ...common,
      example: onBrand(
        {},
        {
          week_start: WEEK,
          sales: { mon: 2400, tue: 2600, wed: 2500, thu: 2800, fri: 3900, sat: 4200, sun: null },
        },
      ),
    },
  ),
  setTarget: brandCall(
    `PUT ${base}/target`,
    "Sets the brand's labour target as a percentage of sales (more than 0, at most 100); the locations under it without their own follow it",
    () => ({ query: noQuery, body: LabourTargetSchema, data: LabourTargetSchema }),
    { ...common, example: onBrand({}, { target_percent: 28 }) },
  ),
};
