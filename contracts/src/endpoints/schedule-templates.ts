/**
 * Schedule templates (extension): a manager saves a week of a location's shifts under a name and
 * applies it to any week as drafts. A template keeps each person's shifts by weekday and local
 * wall-clock time, so it lands on the same hours in any week; open shifts are not kept.
 */
import { z } from 'zod';
import { idSegment } from '../schemas/common.ts';
import * as schemas from '../schemas/schedule-templates.ts';
import { brandCall, brandParams, deleted, onBrand } from './brand-params.ts';

const base = '/v1/brands/:brandId/schedule_templates';
const templateParams = brandParams.extend({ templateId: idSegment }).strict();
const seeded = { templateId: 'tpl-CH-1-1-1-1' };
/** The scheduling product's calls on the brand of the path, as the shifts' are. */
const common = {
  extension: true,
  access: { brand: 'params.brandId', product: 'TEAM_LIVE' },
} as const;
const noQuery = z.object({}).strict();

export const scheduleTemplates = {
  list: brandCall(
    `GET ${base}`,
    "The brand's schedule templates, newest first",
    () => ({ query: noQuery, data: schemas.ScheduleTemplateListSchema }),
    common,
  ),
  create: brandCall(
    `POST ${base}`,
    "Saves the people's shifts of the week starting week_start (default: this week by the simulator clock) at the brand and its locations as a named template",
    () => ({
      query: noQuery,
      body: schemas.ScheduleTemplateBodySchema,
      data: schemas.ScheduleTemplateSchema,
    }),
    { ...common, example: onBrand({}, { name: 'Holiday week' }) },
  ),
  rename: brandCall(
    `PUT ${base}/:templateId`,
    'Renames a template',
    () => ({
      params: templateParams,
      query: noQuery,
      body: schemas.ScheduleTemplateRenameSchema,
      data: schemas.ScheduleTemplateSchema,
    }),
    { ...common, example: onBrand(seeded, { name: 'Quiet week' }) },
  ),
  remove: brandCall(
    `DELETE ${base}/:templateId`,
    'Deletes a template; shifts it added stay',
    () => ({ params: templateParams, query: noQuery, data: deleted() }),
    { ...common, example: onBrand(seeded) },
  ),
  apply: brandCall(
    `POST ${base}/:templateId/apply`,
    "Adds the template's shifts to the week starting week_start as drafts; a shift that would overlap the person's shifts there, fall on their approved time off or outside their availability, or whose person can no longer be scheduled is skipped and listed with its reason",
    () => ({
      params: templateParams,
      query: noQuery,
      body: schemas.ApplyTemplateBodySchema,
      data: schemas.ApplyTemplateResultSchema,
    }),
    { ...common, example: onBrand(seeded, { week_start: '2030-01-14' }) },
  ),
};
