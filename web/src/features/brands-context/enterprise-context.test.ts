import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearItems, removeItem, writeItem } from '../../lib/storage';
import { currentBrandId } from './enterprise-context';
import { saveUserContext, userContextFor } from './user-context';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('document', { cookie: '' });
  clearItems();
});

describe('enterprise context (§2, §3)', () => {
  it('[R2-05] the gid enterprise is the brand screens use: over the switcher pick and the entry brand, until a new pick', () => {
    expect(currentBrandId('GP-1')).toBe('GP-1');
    saveUserContext(userContextFor({ id: 'GP-1', type: 'GP' }, { id: 'CH-1-1-3', type: 'CHILD' }));
    expect(currentBrandId('GP-1')).toBe('CH-1-1-3');
    // Still in the address: used before the hook has taken it out.
    expect(currentBrandId('GP-1', '?gid=PA-1-2&view=week')).toBe('PA-1-2');
    writeItem('enterprise_id', 'PA-1-2');
    expect(currentBrandId('GP-1')).toBe('PA-1-2');
    // The switcher drops it when a brand is picked.
    removeItem('enterprise_id');
    expect(currentBrandId('GP-1')).toBe('CH-1-1-3');
    expect(currentBrandId(null, '?tab=2')).toBe('CH-1-1-3');
  });
});
