import type { api } from '@ws/contracts';
import { applyTemplate, toTemplate, weekAsTemplate } from '../db/scheduling/schedule-templates.ts';
import { currentWeek } from '../db/scheduling/shifts.ts';
import type { World } from '../db/types.ts';
import type { AreaHandlers } from './define-routes.ts';
import { ok } from './define-routes.ts';
import { invalid, notFound } from './replies.ts';

/** A template is the brand's own: another brand's id answers as if there were none. */
const templateOf = (world: World, brandId: string, templateId: string) =>
  world.extensions.templates.get(brandId, templateId);

/** Names are told apart as people read them: "Standard week" and "standard week " are the same. */
const nameTaken = (world: World, brandId: string, name: string, except?: string) =>
  world.extensions.templates
    .list(brandId)
    .some((t) => t.id !== except && t.name.toLowerCase() === name.toLowerCase());

const takenName = (name: string) =>
  invalid({ field: 'body.name', message: `a template named ${name} already exists` });

export const scheduleTemplatesHandlers: AreaHandlers<typeof api.scheduleTemplates> = {
  list: ({ world, params }) =>
    ok({
      templates: world.extensions.templates
        .list(params.brandId)
        .sort((a, b) => b.created_at - a.created_at || b.id.localeCompare(a.id))
        .map(toTemplate),
    }),

  create: ({ world, params, body, now, request }) => {
    if (nameTaken(world, params.brandId, body.name)) return takenName(body.name);
    const weekStart =
      body.week_start ?? currentWeek(world, params.brandId, request.server.clock.now());
    const shifts = weekAsTemplate(world, params.brandId, weekStart);
    if (shifts.length === 0)
      return invalid({ field: 'body.week_start', message: 'this week has no shifts to save' });
    const store = world.extensions.templates;
    return ok(
      toTemplate(
        store.put({
          id: store.nextId(params.brandId),
          brand_id: params.brandId,
          name: body.name,
          source_week: weekStart,
          created_at: now,
          shifts,
        }),
      ),
    );
  },

  rename: ({ world, params, body }) => {
    const template = templateOf(world, params.brandId, params.templateId);
    if (!template) return notFound('params.templateId', params.templateId);
    if (nameTaken(world, params.brandId, body.name, template.id)) return takenName(body.name);
    template.name = body.name;
    return ok(toTemplate(template));
  },

  remove: ({ world, params }) => {
    const template = templateOf(world, params.brandId, params.templateId);
    if (!template) return notFound('params.templateId', params.templateId);
    world.extensions.templates.delete(template);
    return ok({ id: template.id, deleted: true as const });
  },

  apply: ({ world, params, body }) => {
    const template = templateOf(world, params.brandId, params.templateId);
    if (!template) return notFound('params.templateId', params.templateId);
    return ok({
      week_start: body.week_start,
      ...applyTemplate(world, params.brandId, template, body.week_start),
    });
  },
};
