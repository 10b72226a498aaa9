import { randomUUID } from 'node:crypto';
import type { api } from '@ws/contracts';
import { applicationsUnder, threadOf, unreadFor } from '../db/applications.ts';
import {
  buildTree,
  childrenOf,
  employeesUnder,
  fold,
  locationsUnder,
  positionRef,
  searchBrands,
  searchEmployees,
  toListItem,
  toLocation,
} from '../db/brand-views.ts';
import { pick } from '../db/indexes.ts';
import { createMedia, mediaOfBrand, uploadKeyOf } from '../db/uploads.ts';
import { brandSubtree, isWithin } from '../db/tree.ts';
import type { BrandRow, EmployeeRow, World } from '../db/types.ts';
import type { AreaHandlers } from './define-routes.ts';
import { fail, ok } from './define-routes.ts';
import { must } from './caller.ts';
import { isoDate } from '../db/iso-date.ts';

const UPLOAD_TTL_MS = 15 * 60 * 1000;
/** §7: the group brand list is served with a stale-while-revalidate cache header. */
const GROUP_BRANDS_CACHE = 'private, max-age=0, stale-while-revalidate=300';

const brandOf = (world: World, id: string) => world.brands.get(id) as BrandRow;
const settingsOf = (world: World, id: string) => {
  const settings = world.brandSettings.get(id);
  if (!settings) throw new Error(`no settings seeded for brand ${id}`);
  return settings;
};
/** A location as the caller's location lists show it, with its head count. */
const toUserLocation = (world: World, b: BrandRow) => ({
  brand_id: b.id,
  name: b.name,
  address: b.address,
  city: b.city,
  user_count: world.employeesByBrand.get(b.id)?.length ?? 0,
});
/** An employee as the brand's lists show them. */
const toBrandUser = (world: World, e: EmployeeRow) => ({
  id: e.id,
  first_name: e.first_name,
  last_name: e.last_name,
  brand_id: e.brand_id,
  position: positionRef(world, e.position_id),
  schedulable: e.schedulable,
  status: e.status,
});
const notAGroup = (id: string) =>
  fail(404, 'NOT_FOUND', `${id} is not a GP- group`, 'params.groupId');

export const brandsHandlers: AreaHandlers<typeof api.brands> = {
  groupBrands: ({ caller, world, params, query }) => {
    const user = must(caller);
    if (brandOf(world, params.groupId).type !== 'GP') return notAGroup(params.groupId);
    const rows = pick(world.brands, brandSubtree(world, params.groupId).slice(1))
      .filter((b) => query.include_archived === 'true' || !b.archived)
      .map((b) => ({
        ...toListItem(b),
        archived: b.archived,
        ...(query.include_services === 'true' ? { services: b.services } : {}),
        ...(query.include_permissions === 'true' ? { permissions: user.permissions } : {}),
      }));
    return { ...ok(rows), headers: { 'cache-control': GROUP_BRANDS_CACHE } };
  },

  groupUnreadCount: ({ world, params }) => {
    const count = applicationsUnder(world, params.groupId, true).reduce(
      (n, a) => n + unreadFor(world, a.id, 'EMPLOYER'),
      0,
    );
    return ok({ count });
  },

  messageBoard: ({ world, params, query }) => {
    const brands = locationsUnder(world, params.groupId)
      .filter((b) => query.include_archived === 'true' || !b.archived)
      .map((b) => {
        const threads = applicationsUnder(world, b.id, true)
          .map((a) => threadOf(world, a.id))
          .filter((t) => t.length > 0);
        const last = Math.max(0, ...threads.flatMap((t) => t.map((m) => m.sent_at)));
        return {
          brand_id: b.id,
          brand_name: b.name,
          thread_count: threads.length,
          unread_count: threads.flat().filter((m) => m.sender === 'CANDIDATE' && !m.is_read).length,
          last_message_at: last ? isoDate(last) : null,
        };
      });
    return ok({ group_id: params.groupId, brands });
  },

  group: ({ world, params }) => {
    const group = brandOf(world, params.groupId);
    if (group.type !== 'GP') return notAGroup(params.groupId);
    const under = pick(world.brands, brandSubtree(world, group.id));
    return ok({
      id: group.id,
      name: group.name,
      type: group.type,
      enterprise_id: group.parent_id,
      parent_count: under.filter((b) => b.type === 'PARENT').length,
      location_count: under.filter((b) => b.type === 'CHILD').length,
    });
  },

  teamliveSettings: ({ world, params }) =>
    ok({ brand_id: params.brandId, ...settingsOf(world, params.brandId).teamlive }),

  services: ({ world, query }) => {
    const ids =
      query.include_children === 'true'
        ? [...new Set(query.brand_ids.flatMap((id) => [id, ...(world.childrenOf.get(id) ?? [])]))]
        : query.brand_ids;
    return ok(ids.map((id) => ({ brand_id: id, services: world.brands.get(id)?.services ?? [] })));
  },

  users: ({ world, params, query }) =>
    ok(
      employeesUnder(world, params.brandId, query.include_children === 'true').map((e) =>
        toBrandUser(world, e),
      ),
    ),

  userSearch: ({ world, params, query }) => {
    const found = searchEmployees(world, params.brandId, query.q);
    return ok({
      users: found.slice(0, query.limit).map((e) => toBrandUser(world, e)),
      total: found.length,
    });
  },

  teamUsers: ({ world, params, query }) => {
    const wanted = new Set(query.view === 'FULL' ? (query.required_data ?? []) : []);
    const rows = employeesUnder(world, params.brandId, true)
      .filter((e) => !query.user_ids || query.user_ids.includes(e.id))
      .filter(
        (e) => query.schedulable === undefined || e.schedulable === (query.schedulable === 'true'),
      )
      .map((e) => ({
        id: e.id,
        first_name: e.first_name,
        last_name: e.last_name,
        schedulable: e.schedulable,
        ...(wanted.has('POSITIONS')
          ? { positions: [{ id: e.position_id, name: positionRef(world, e.position_id).name }] }
          : {}),
        ...(wanted.has('CONTACT') ? { contact: { email: e.email, phone: e.phone } } : {}),
        ...(wanted.has('LOCATIONS') ? { locations: [e.brand_id] } : {}),
        ...(wanted.has('HIRE_DATE') ? { hired_on: e.hired_on } : {}),
      }));
    return ok(rows);
  },

  userBasicInfo: ({ world, params }) => {
    const e = world.employees.get(params.userId);
    if (!e || !isWithin(world, e.brand_id, params.brandId)) {
      return fail(
        404,
        'NOT_FOUND',
        `No employee ${params.userId} under ${params.brandId}`,
        'params.userId',
      );
    }
    const media = e.user_id ? world.userMedia.get(e.user_id) : undefined;
    const { id, name } = positionRef(world, e.position_id);
    return ok({
      id: e.id,
      brand_id: e.brand_id,
      first_name: e.first_name,
      last_name: e.last_name,
      email: e.email,
      phone: e.phone,
      profile_image: media?.profile_image ?? null,
      position: { id, name },
      hired_on: e.hired_on,
    });
  },

  userLocations: ({ world, params }) =>
    ok(locationsUnder(world, params.brandId).map((b) => toUserLocation(world, b))),

  locationsPage: ({ world, params, query }) => {
    const all = locationsUnder(world, params.brandId).map((b) => toUserLocation(world, b));
    // Case and accents aside: "sao" finds São Paulo, as the employees' search does.
    const needle = fold(query.q ?? '');
    const found = needle
      ? all.filter((l) =>
          [l.name, l.city, l.address, l.brand_id].some((v) => fold(v).includes(needle)),
        )
      : all;
    return ok({
      locations: found.slice(query.offset, query.offset + query.limit),
      total: found.length,
      all_locations: all.length,
      all_people: all.reduce((sum, l) => sum + l.user_count, 0),
      offset: query.offset,
      limit: query.limit,
    });
  },

  basicInfo: ({ world, params, query }) => {
    const b = brandOf(world, params.brandId);
    return ok({
      ...toListItem(b),
      slug: b.slug,
      header_color: b.header_color,
      accent_color: b.accent_color,
      timezone: b.timezone,
      archived: b.archived,
      ...(query.include_locations === 'true'
        ? { locations: locationsUnder(world, b.id).map(toLocation) }
        : {}),
    });
  },

  basicMedia: ({ world, params }) =>
    ok({
      brand_id: params.brandId,
      logo: null,
      cover: null,
      ...world.brandMedia.get(params.brandId),
    }),

  addFavourite: ({ caller, world, params }) => {
    const user = must(caller);
    world.favourites.set(user.id, (world.favourites.get(user.id) ?? new Set()).add(params.brandId));
    return ok({ brand_id: params.brandId, is_favourite: true });
  },

  removeFavourite: ({ caller, world, params }) => {
    const user = must(caller);
    world.favourites.get(user.id)?.delete(params.brandId);
    return ok({ brand_id: params.brandId, is_favourite: false });
  },

  tree: ({ world, params, query }) => {
    const brand = brandOf(world, params.brandId);
    const root = buildTree(world, brand, {
      includeJobs: query.include_jobs === 'true',
      // The requested brand itself is always answered, archived or not.
      includeArchived: query.include_archived === 'true',
      services: query.filter_by_services,
    }) ?? {
      id: brand.id,
      name: brand.name,
      type: brand.type,
      archived: brand.archived,
      children: [],
    };
    const parent = brand.parent_id ? world.brands.get(brand.parent_id) : undefined;
    return ok({
      ...(query.include_parent === 'true' ? { parent: parent ? toListItem(parent) : null } : {}),
      root,
    });
  },

  search: ({ world, params, body }) => {
    const found = searchBrands(
      world,
      params.brandId,
      body.query,
      body.include_archived,
      body.types,
    );
    return ok({
      brands: found.slice(body.offset, body.offset + body.limit).map(toListItem),
      total: found.length,
    });
  },

  location: ({ world, params }) => ok(toLocation(brandOf(world, params.brandId))),

  suspension: ({ world, params }) =>
    ok({ brand_id: params.brandId, is_suspended: brandOf(world, params.brandId).suspended }),

  positionsSettings: ({ world, params }) => ok(settingsOf(world, params.brandId).positions),

  businessSetupSettings: ({ world, params }) =>
    ok({
      ...settingsOf(world, params.brandId).business_setup,
      timezone: brandOf(world, params.brandId).timezone,
    }),

  breakWaiverSettings: ({ world, params }) => ok(settingsOf(world, params.brandId).break_waiver),

  settings: ({ world, params, query }) =>
    ok(query.services.map((code) => serviceSettings(world, params.brandId, code))),

  serviceSettings: ({ world, params, query }) =>
    ok({
      ...serviceSettings(world, params.brandId, params.service),
      ...(query.include_children === 'true'
        ? {
            children: childrenOf(world, params.brandId).map((c) =>
              serviceSettings(world, c.id, params.service),
            ),
          }
        : {}),
    }),

  reportingSettings: ({ world, params }) =>
    ok({
      brand_id: params.brandId,
      service: params.code,
      location_filter_type: brandOf(world, params.brandId).location_filter_type,
    }),

  reportsSettings: ({ world, params }) =>
    ok({
      brand_id: params.brandId,
      location_filter_type: brandOf(world, params.brandId).location_filter_type,
      ...settingsOf(world, params.brandId).reports,
    }),

  employeeBusinesses: ({ caller, world }) =>
    ok(
      pick(world.employees, world.employeesByUser.get(must(caller).id)).map((e) => {
        const b = brandOf(world, e.brand_id);
        const { id, name } = positionRef(world, e.position_id);
        return { brand_id: b.id, name: b.name, type: b.type, position: { id, name } };
      }),
    ),

  categoryPositions: ({ world, query }) => {
    // Without get_all_positions, a brand's list shows only the positions its team holds.
    const inUse =
      query.brand_id && query.get_all_positions !== 'true'
        ? new Set(employeesUnder(world, query.brand_id, true).map((e) => e.position_id))
        : null;
    const includeArchived = query.include_archived === 'true';
    return ok(
      [...world.positionCategories.values()]
        .filter((c) => includeArchived || !c.archived)
        .map((c) => ({
          id: c.id,
          code: c.code,
          name: c.name,
          archived: c.archived,
          positions: pick(world.positions, c.position_ids)
            .filter((p) => (includeArchived || !p.archived) && (!inUse || inUse.has(p.id)))
            .map(({ id, name, type_code, archived }) => ({ id, name, type_code, archived })),
        })),
    );
  },

  positionTypes: ({ world }) => ok(world.positionTypes),

  listMedia: ({ world, params, query }) => {
    const rows = mediaOfBrand(world, params.brandId, query.type);
    return ok({ media: rows.slice(query.offset, query.offset + query.limit), total: rows.length });
  },

  presignedUrl: ({ world, params, query, publicUrl, now }) => {
    const key = randomUUID();
    const expires_at = now + UPLOAD_TTL_MS;
    world.uploads.set(key, {
      key,
      brand_id: params.brandId,
      file_name: query.file_name,
      media_type: query.media_type,
      media_format: query.media_format,
      expires_at,
      size: null,
    });
    const href = `${publicUrl}/__uploads/${key}`;
    return ok({ href, key, expires_at: new Date(expires_at).toISOString() });
  },

  createMedia: ({ world, params, body, publicUrl, now }) => {
    const paths = [
      ['body.path', body.path],
      ['body.media_secondary.path', body.media_secondary?.path],
    ] as const;
    for (const [field, path] of paths) {
      if (path === undefined) continue;
      const found = uploadKeyOf(path, publicUrl);
      if ('refused' in found)
        return fail(400, 'VALIDATION_ERROR', `${field}: ${found.refused}`, field);
      const upload = world.uploads.get(found.key);
      if (!upload || upload.brand_id !== params.brandId || upload.size === null) {
        return fail(
          400,
          'VALIDATION_ERROR',
          `${field}: no uploaded file at this path for this brand`,
          field,
        );
      }
    }
    const unknown = body.positions.find((id) => !world.positions.has(id));
    if (unknown)
      return fail(
        400,
        'VALIDATION_ERROR',
        `body.positions: no position ${unknown}`,
        'body.positions',
      );
    return ok(createMedia(world, params.brandId, body, now));
  },
};

function serviceSettings(world: World, brandId: string, code: string) {
  const service = brandOf(world, brandId).services.find((s) => s.code === code);
  return {
    service: code,
    brand_id: brandId,
    enabled: service?.type === 'ACTIVE' || (code === 'MONITORING' && service !== undefined),
    values: settingsOf(world, brandId).services[code] ?? {},
  };
}
