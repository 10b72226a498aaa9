import { describe, expect, it } from 'vitest';
import { listEndpoints } from '../src/api.ts';
import { normaliseCall, specCalls } from '../src/spec-catalogue.ts';

const served = new Map(listEndpoints().map(({ entry }) => [normaliseCall(entry.name), entry]));
const missing = specCalls.filter((c) => !served.has(normaliseCall(c.call)));

describe('§7 catalogue', () => {
  it('[R7-03] every §7 call is an entry of the endpoint table', () => {
    const count = specCalls.length - missing.length;
    console.info(
      `§7 catalogue: ${count} of ${specCalls.length} calls served, ${missing.length} missing`,
    );
    expect(missing.map((c) => c.call)).toEqual([]);
  });

  it('[R7-03] every entry of the user, brand, application, profile, job-board and content areas carries an example request', () => {
    const areas = ['users', 'brands', 'applications', 'profile', 'jobBoards', 'content'];
    const without = listEndpoints()
      .filter(
        ({ id, entry }) => areas.includes(id.split('.')[0] ?? '') && entry.example === undefined,
      )
      .map(({ id }) => id);
    expect(without).toEqual([]);
  });

  it('[R7-04] PUT {upload_url} is a raw, unauthenticated, unwrapped call', () => {
    const upload = listEndpoints().find(({ entry }) => entry.name === 'PUT {upload_url}')?.entry;
    expect(upload).toMatchObject({ method: 'PUT', auth: 'none', bodyKind: 'raw', envelope: false });
  });

  it('multipart calls of §7 are declared multipart', () => {
    const multipart = listEndpoints()
      // Extensions may take files too (a job application's résumé); this is about §7's own.
      .filter(({ entry }) => entry.bodyKind === 'multipart' && !entry.extension)
      .map(({ entry }) => entry.name)
      .sort();
    expect(multipart).toEqual([
      'POST /v1/applications/{applicationId}/messages',
      'PUT /v1/profile_photo',
    ]);
  });

  it('[R7-01] every served §7 call has the auth the spec gives it (noAuth or bearer)', () => {
    const wrong = specCalls
      .filter((c) => served.has(normaliseCall(c.call)))
      .filter((c) => served.get(normaliseCall(c.call))?.auth !== c.auth)
      .map((c) => c.call);
    expect(wrong).toEqual([]);
  });

  it('table entries are unique by method and path', () => {
    const names = listEndpoints().map(({ entry }) => normaliseCall(entry.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it('every entry outside §7 is marked as an extension', () => {
    const spec = new Set(specCalls.map((c) => normaliseCall(c.call)));
    const unmarked = listEndpoints()
      .filter(({ entry }) => !entry.extension && !spec.has(normaliseCall(entry.name)))
      .map(({ id }) => id);
    expect(unmarked).toEqual([]);
  });
});
