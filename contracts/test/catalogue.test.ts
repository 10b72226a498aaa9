import { describe, expect, it } from 'vitest';
import { listEndpoints } from '../src/api.ts';
import { normaliseCall, specCalls } from '../src/spec-catalogue.ts';

const served = new Map(listEndpoints().map(({ entry }) => [normaliseCall(entry.name), entry]));
const missing = specCalls.filter((c) => !served.has(normaliseCall(c.call)));

describe('§7 catalogue', () => {
  it('[R7-03] reports how many §7 calls the endpoint table serves', () => {
    const count = specCalls.length - missing.length;
    console.info(`§7 catalogue: ${count} of ${specCalls.length} calls served, ${missing.length} missing`);
    if (missing.length) console.info(`missing:\n  ${missing.map((c) => c.call).join('\n  ')}`);
    expect(count).toBeGreaterThan(0);
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
