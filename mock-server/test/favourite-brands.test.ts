import { api } from '@ws/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, injectEntry } from './helper.ts';

type Headers = { authorization: string };
let app: FastifyInstance;
/** The demo enterprise user (group GP-1, two stars), the demo manager (location CH-1-1-1), halo (GP-2). */
let [enterprise, manager, halo]: Headers[] = [];
beforeAll(async () => {
  app = await buildTestApp();
  [enterprise, manager, halo] = await Promise.all(
    ['u-enterprise', 'u-manager', 'u-halo'].map((id) => bearer(app, id)),
  );
});
beforeEach(() => app.resetWorld());
afterAll(() => app.close());

const starred = async (headers: Headers | undefined) =>
  (
    (await injectEntry(app, api.users.favouriteBrands, { headers })).json().data as {
      id: string;
      is_favourite: boolean;
    }[]
  ).map((b) => b.id);
const star = (brandId: string, headers: Headers | undefined) =>
  injectEntry(app, api.brands.addFavourite, { params: { brandId }, headers });

describe('the brands a user starred', () => {
  it('answers the stars alone, the same ones the whole brand list marks, and follows a star and an unstar', async () => {
    const marked = (
      (await injectEntry(app, api.users.brands, { headers: enterprise })).json().data as {
        id: string;
        is_favourite: boolean;
      }[]
    )
      .filter((b) => b.is_favourite)
      .map((b) => b.id);
    expect((await starred(enterprise)).sort()).toEqual(marked.sort());
    expect(marked.sort()).toEqual(['CH-1-1-1', 'CH-1-2-3']);

    await star('PA-1-2', enterprise);
    await injectEntry(app, api.brands.removeFavourite, {
      params: { brandId: 'CH-1-1-1' },
      headers: enterprise,
    });
    expect((await starred(enterprise)).sort()).toEqual(['CH-1-2-3', 'PA-1-2']);
  });

  it('are each caller’s own, and only brands the caller can enter: another tenant’s brand is never answered', async () => {
    expect(await starred(manager)).toEqual([]);
    expect(await starred(halo)).toEqual([]);
    // A star kept on a brand outside the caller's reach (another tenant's group) stays out of the answer.
    app.world.favourites.get('u-enterprise')?.add('CH-2-1-1');
    expect(await starred(enterprise)).not.toContain('CH-2-1-1');
    expect((await starred(enterprise)).sort()).toEqual(['CH-1-1-1', 'CH-1-2-3']);
  });

  it('names an unexpected query parameter and refuses a call without a bearer token', async () => {
    const bad = await injectEntry(app, api.users.favouriteBrands, {
      query: { view_mode: 'FLAT' },
      headers: enterprise,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'query.view_mode' });
    const anonymous = await injectEntry(app, api.users.favouriteBrands, {
      headers: { authorization: '' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
