import { beforeAll, describe, expect, it } from 'vitest';
import type * as Areas from '../src/areas.ts';

// Importing the table must not build its schemas; a page builds those of the
// calls it makes. zod calls the global config's postProcessor once per schema it constructs.
let built = 0;
let builtAtImport = 0;
let areas: typeof Areas;

beforeAll(async () => {
  (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig = {
    postProcessor: () => void built++,
  };
  areas = await import('../src/areas.ts');
  builtAtImport = built;
});

describe('the endpoint table builds its schemas when first used (§7)', () => {
  it('importing every area builds a fraction of the schemas reading every entry builds', () => {
    for (const area of Object.values(areas))
      for (const entry of Object.values(area))
        void [entry.params, entry.query, entry.body, entry.responses];
    console.info(
      `zod schemas built: ${builtAtImport} at import, ${built} once every entry is read`,
    );
    expect(builtAtImport).toBeLessThan(built / 2);
  });

  it("an entry's schemas are built once: each read gives the same schema", () => {
    const entry = areas.users.info;
    expect(entry.responses[200]).toBe(entry.responses[200]);
    expect(entry.query).toBe(entry.query);
  });

  it('a shared schema parses as the schema it wraps, naming the field at fault', () => {
    const user = areas.users.info.responses[200];
    expect(user.safeParse({ data: { id: 7 }, status_code: 200 }).error?.issues[0]?.path).toEqual([
      'data',
      'id',
    ]);
  });
});
