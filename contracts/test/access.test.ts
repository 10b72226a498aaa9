import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { listEndpoints } from '../src/api.ts';

/** Input names that carry a brand (or a GP- group, which is a brand) in the table. */
const BRAND_PARAM = /^(brandId|groupId)$/;
const BRAND_QUERY = /^(brand|brand_id|brand_ids|brands_ids)$/;

const keysOf = (schema: z.ZodType): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

describe('access declarations on the endpoint table', () => {
  it('every entry with a brand path or query parameter declares its brand scope (or says why not)', () => {
    const forgotten = listEndpoints()
      .filter(({ entry }) => entry.auth === 'bearer')
      .flatMap(({ id, entry }) => [
        ...keysOf(entry.params)
          .filter((k) => BRAND_PARAM.test(k))
          .map((k) => ({ id, field: `params.${k}`, entry })),
        ...keysOf(entry.query)
          .filter((k) => BRAND_QUERY.test(k))
          .map((k) => ({ id, field: `query.${k}`, entry })),
      ])
      .filter(({ field, entry }) => entry.access.brand !== field && !entry.access.unscoped)
      .map(({ id, field }) => `${id} (${field})`);
    expect(forgotten).toEqual([]);
  });

  it('every call on one application (an applicationId path parameter) declares it, so the registration scopes it', () => {
    const forgotten = listEndpoints()
      .filter(({ entry }) => keysOf(entry.params).includes('applicationId'))
      .filter(({ entry }) => entry.access.application?.field !== 'params.applicationId')
      .map(({ id }) => id);
    expect(forgotten).toEqual([]);
  });

  it('a declared brand field names an input the entry has', () => {
    const wrong = listEndpoints()
      .filter(
        ({ entry }) =>
          entry.access.brand?.startsWith('params.') || entry.access.brand?.startsWith('query.'),
      )
      .filter(({ entry }) => {
        const [where, name] = (entry.access.brand ?? '').split('.') as ['params' | 'query', string];
        return !keysOf(entry[where]).includes(name);
      })
      .map(({ id }) => id);
    expect(wrong).toEqual([]);
  });

  it('every entry with an access rule declares the 403 it answers (and 404 for an unknown brand)', () => {
    const undeclared = listEndpoints()
      .filter(
        ({ entry }) =>
          entry.access.brand ||
          entry.access.product ||
          entry.access.sales ||
          entry.access.application,
      )
      .filter(
        ({ entry }) =>
          !(403 in entry.responses) ||
          ((entry.access.brand ?? entry.access.application) !== undefined &&
            !(404 in entry.responses)),
      )
      .map(({ id }) => id);
    expect(undeclared).toEqual([]);
  });

  it('[R6-04] product calls name their product: hiring calls SOURCE_HIRE, scheduling calls TEAM_LIVE, campaigns need sales access', () => {
    const byId = new Map(listEndpoints().map(({ id, entry }) => [id, entry.access]));
    expect(byId.get('applications.employerApplications')).toMatchObject({ product: 'SOURCE_HIRE' });
    expect(byId.get('jobBoards.login')).toMatchObject({ product: 'SOURCE_HIRE' });
    expect(byId.get('shifts.publish')).toMatchObject({ product: 'TEAM_LIVE' });
    expect(byId.get('brands.teamliveSettings')).toMatchObject({ product: 'TEAM_LIVE' });
    expect(byId.get('jobBoards.campaigns')).toMatchObject({ product: 'SOURCE_HIRE', sales: true });
  });
});
